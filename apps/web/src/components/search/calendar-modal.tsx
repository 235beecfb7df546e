import { formatMonth } from '@staybook/contract/format';
import { todayIst } from '@staybook/contract/stay-dates';
import { useState } from 'react';
import { Modal } from '../ui/modal';
import { dateProblem, monthGrid } from './search-logic';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

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
  const [view, setView] = useState(() => ({ year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) - 1 }));
  const [picked, setPicked] = useState<string | null>(value);
  const [problem, setProblem] = useState<string | null>(null);
  const atCurrentMonth = view.year === Number(today.slice(0, 4)) && view.month === Number(today.slice(5, 7)) - 1;
  const move = (delta: number) =>
    setView((v) => {
      const m = v.month + delta;
      return { year: v.year + Math.floor(m / 12), month: ((m % 12) + 12) % 12 };
    });
  const choose = (date: string) => {
    const issue = dateProblem(field, date, other);
    setProblem(issue);
    if (!issue) setPicked(date);
  };
  return (
    <Modal open={open} onClose={onClose} title={field === 'checkIn' ? 'Check in' : 'Check out'} size="sm">
      <div className="flex items-center justify-between">
        <button
          type="button"
          className="btn-outline px-3"
          onClick={() => move(-1)}
          disabled={atCurrentMonth}
          aria-label="Previous month"
        >
          ‹
        </button>
        <p className="font-semibold" aria-live="polite">
          {formatMonth(`${view.year}-${String(view.month + 1).padStart(2, '0')}`)}
        </p>
        <button type="button" className="btn-outline px-3" onClick={() => move(1)} aria-label="Next month">
          ›
        </button>
      </div>
      <div className="mt-3 grid grid-cols-7 gap-1 text-center text-xs font-medium text-slate-600" aria-hidden="true">
        {weekdays.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <div className="mt-1 grid grid-cols-7 gap-1">
        {monthGrid(view.year, view.month, today).map((cell, i) =>
          cell ? (
            <button
              key={cell.date}
              type="button"
              disabled={cell.isPast}
              aria-pressed={picked === cell.date}
              aria-label={cell.date}
              onClick={() => choose(cell.date)}
              className={`aspect-square rounded-lg text-sm ${
                picked === cell.date
                  ? 'bg-brand-700 font-semibold text-white'
                  : cell.isPast
                    ? 'cursor-not-allowed text-slate-400 line-through'
                    : 'bg-brand-50 text-slate-900 hover:bg-brand-100'
              }`}
            >
              {cell.day}
            </button>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day have no identity
            <span key={`blank-${i}`} />
          ),
        )}
      </div>
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
