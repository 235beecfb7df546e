import { todayIst } from '@staybook/contract/stay-dates';
import { useState } from 'react';
import { monthOf } from '../stay-picker/stay-picker-logic';
import { Modal } from '../ui/modal';
import { MonthGrid } from './month-grid';
import { dateProblem } from './search-logic';

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
export function CalendarModal({ open, field, value, other, onConfirm, onClose }: CalendarModalProps) {
  const today = todayIst();
  const start = value ?? other ?? today;
  const [month, setMonth] = useState(() => monthOf(start));
  const [picked, setPicked] = useState<string | null>(value);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (date: string) => {
    const issue = dateProblem(field, date, other);
    setProblem(issue);
    if (!issue) setPicked(date);
  };
  return (
    <Modal open={open} onClose={onClose} title={field === 'checkIn' ? 'Check in' : 'Check out'} size="sm">
      <MonthGrid
        month={month}
        today={today}
        onMonthChange={setMonth}
        onPick={choose}
        day={(cell) => ({
          pressed: picked === cell.date,
          status: cell.isPast ? 'past' : undefined,
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
          <span className="size-3 rounded bg-brand-700" aria-hidden="true" /> Selected
        </span>
        <span className="flex items-center gap-1">
          <span className="size-3 rounded bg-brand-50 ring-1 ring-brand-100" aria-hidden="true" /> Available
        </span>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn-primary" disabled={!picked} onClick={() => picked && onConfirm(picked)}>
          Confirm
        </button>
      </div>
    </Modal>
  );
}
