import type { AreaId } from '@staybook/contract/messages/areas';
import { MAX_STAY_NIGHTS, todayIst } from '@staybook/contract/stay-dates';
import { useState } from 'react';
import { type Translate, useFormats, useT } from '../../lib/i18n';
import { monthOf } from '../stay-picker/stay-picker-logic';
import { Modal } from '../ui/modal';
import { MonthGrid } from './month-grid';
import { type DateIssue, dateIssue } from './search-logic';

interface CalendarModalProps {
  open: boolean;
  field: 'checkIn' | 'checkOut';
  value: string | null;
  /** The other date of the stay, for the spec's ordering checks. */
  other: string | null;
  onConfirm: (date: string) => void;
  onClose: () => void;
}

/** Month calendar: no past days, no month before this one, Cancel / Confirm, legend Selected / Available. */
/** Why a date cannot be chosen, in the page's language (English: the spec's words, as dateProblem writes them). */
function issueText(issue: DateIssue, t: Translate<AreaId<'dialogs'>>, day: (d: string) => string): string {
  if (issue.kind === 'checkInAfterCheckOut') return t('picker.dates.checkInAfterCheckOut');
  if (issue.kind === 'checkOutBeforeCheckIn') return t('picker.dates.checkOutBeforeCheckIn');
  if (issue.kind !== 'longStayCheckOut' && issue.kind !== 'longStayCheckIn') return '';
  const values = { nights: MAX_STAY_NIGHTS, day: day(issue.day) };
  return issue.kind === 'longStayCheckOut'
    ? t('picker.dates.longStayCheckOut', values)
    : t('picker.dates.longStayCheckIn', values);
}

export function CalendarModal({ open, field, value, other, onConfirm, onClose }: CalendarModalProps) {
  const t = useT('dialogs');
  const formats = useFormats();
  const today = todayIst();
  const start = value ?? other ?? today;
  const [month, setMonth] = useState(() => monthOf(start));
  const [picked, setPicked] = useState<string | null>(value);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (date: string) => {
    const issue = dateIssue(field, date, other);
    setProblem(issue && issueText(issue, t, formats.day));
    if (!issue) setPicked(date);
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={field === 'checkIn' ? t('picker.dates.checkIn') : t('picker.dates.checkOut')}
      size="sm"
    >
      <MonthGrid
        month={month}
        today={today}
        onMonthChange={setMonth}
        onPick={choose}
        day={(cell) => ({
          pressed: picked === cell.date,
          status: cell.isPast ? t('picker.dates.past') : undefined,
          className: `aspect-square rounded-lg text-sm ${
            picked === cell.date
              ? 'bg-brand-700 font-semibold text-white'
              : cell.isPast
                ? 'cursor-not-allowed text-slate-400 line-through'
                : 'bg-brand-50 text-slate-900 hover:bg-brand-100'
          }`,
        })}
      />
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {problem}
        </p>
      )}
      <div className="mt-3 flex gap-4 text-xs text-slate-600">
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-brand-700" aria-hidden="true" /> {t('picker.dates.selected')}
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-brand-50 ring-1 ring-brand-100" aria-hidden="true" />{' '}
          {t('picker.dates.available')}
        </span>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          {t('picker.dates.cancel')}
        </button>
        <button type="button" className="btn-primary" disabled={!picked} onClick={() => picked && onConfirm(picked)}>
          {t('picker.dates.confirm')}
        </button>
      </div>
    </Modal>
  );
}
