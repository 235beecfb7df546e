import { useEffect, useId, useRef, useState } from 'react';
import { ErrorNotice } from '../../components/console-ui';
import {
  ACTIONS,
  type BulkAction,
  type BulkDraft,
  type DraftErrors,
  describeEdit,
  validateDraft,
  valueLabel,
  WEEKDAYS,
} from '../logic/inventory-logic';

interface BulkEditFormProps {
  draft: BulkDraft;
  onChange: (draft: BulkDraft) => void;
  /** Today in IST. */
  today: string;
  /** 'Deluxe Room at Casa Azul'. */
  target: string;
  saving: boolean;
  serverError: unknown;
  onApply: (draft: BulkDraft) => void;
}

/**
 * Bulk edit over a date range and chosen weekdays: set a rate, adjust it by a percentage, set the total rooms,
 * close or open. Reviewing shows what will change before anything is saved.
 */
export function BulkEditForm({ draft, onChange, today, target, saving, serverError, onApply }: BulkEditFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<DraftErrors>({});
  const [confirming, setConfirming] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const label = valueLabel(draft.action);

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);
  // Any change to the edit (here or by picking nights in the calendar) needs a new review.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacting to the draft changing is the point
  useEffect(() => setConfirming(false), [draft]);
  // A finished save (no error) ends the confirmation.
  const wasSaving = useRef(saving);
  useEffect(() => {
    if (wasSaving.current && !saving && !serverError) setConfirming(false);
    wasSaving.current = saving;
  }, [saving, serverError]);

  const set = (patch: Partial<BulkDraft>) => {
    setConfirming(false);
    onChange({ ...draft, ...patch });
  };
  const toggleDay = (value: number) =>
    set({
      weekdays: draft.weekdays.includes(value) ? draft.weekdays.filter((d) => d !== value) : [...draft.weekdays, value],
    });

  const review = () => {
    const found = validateDraft(draft, today);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`${id}-${first === 'weekdays' ? 'weekday-1' : first}`)?.focus();
      return;
    }
    setConfirming(true);
  };

  const summary = confirming ? describeEdit(draft) : null;
  const fieldError = (key: keyof DraftErrors) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="field-error">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: keyof DraftErrors) => (errors[key] ? `${id}-${key}-error` : undefined);

  return (
    <form
      aria-label="Bulk edit"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (confirming) onApply(draft);
        else review();
      }}
      className="space-y-4"
    >
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label className="label" htmlFor={`${id}-from`}>
            First night
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="input"
            min={today}
            value={draft.from}
            aria-invalid={Boolean(errors.from)}
            aria-describedby={described('from')}
            onChange={(e) =>
              set({ from: e.target.value, to: draft.to && draft.to >= e.target.value ? draft.to : e.target.value })
            }
          />
          {fieldError('from')}
        </div>
        <div>
          <label className="label" htmlFor={`${id}-to`}>
            Last night
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="input"
            min={draft.from || today}
            value={draft.to}
            aria-invalid={Boolean(errors.to)}
            aria-describedby={described('to')}
            onChange={(e) => set({ to: e.target.value })}
          />
          {fieldError('to')}
        </div>
      </div>

      <fieldset aria-describedby={described('weekdays') ?? `${id}-weekdays-help`}>
        <legend className="label">Weekdays</legend>
        <p id={`${id}-weekdays-help`} className="mb-2 text-xs text-slate-600">
          Tick the days to change; none ticked changes every night.
        </p>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map((d) => (
            <label
              key={d.value}
              className="flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-700"
            >
              <input
                id={`${id}-weekday-${d.value}`}
                type="checkbox"
                aria-label={d.long}
                checked={draft.weekdays.includes(d.value)}
                onChange={() => toggleDay(d.value)}
              />
              <span aria-hidden="true">{d.short}</span>
            </label>
          ))}
        </div>
        {fieldError('weekdays')}
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <div>
          <label className="label" htmlFor={`${id}-action`}>
            Change
          </label>
          <select
            id={`${id}-action`}
            className="input"
            value={draft.action}
            onChange={(e) => set({ action: e.target.value as BulkAction, value: '' })}
          >
            {ACTIONS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </div>
        {label && (
          <div>
            <label className="label" htmlFor={`${id}-value`}>
              {label}
            </label>
            <input
              id={`${id}-value`}
              type="number"
              inputMode={draft.action === 'adjust_rate' ? 'decimal' : 'numeric'}
              step={draft.action === 'adjust_rate' ? 'any' : 1}
              className="input"
              value={draft.value}
              aria-invalid={Boolean(errors.value)}
              aria-describedby={described('value')}
              onChange={(e) => set({ value: e.target.value })}
            />
            {fieldError('value')}
          </div>
        )}
      </div>

      {summary ? (
        <section aria-labelledby={`${id}-confirm`} className="rounded-lg border border-brand-200 bg-brand-50 p-4">
          <h3 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1} className="font-semibold text-slate-900">
            Confirm the change
          </h3>
          <p className="mt-1 text-sm text-slate-800">{summary.change}</p>
          <p className="text-sm text-slate-800">{summary.nights}</p>
          <p className="text-sm text-slate-600">{target}. Guests see it at once.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={saving}>
              {saving ? 'Applying…' : 'Apply changes'}
            </button>
            <button type="button" className="btn-outline" disabled={saving} onClick={() => setConfirming(false)}>
              Back to the form
            </button>
          </div>
        </section>
      ) : (
        <button type="submit" className="btn-primary">
          Review changes
        </button>
      )}
      {Boolean(serverError) && <ErrorNotice error={serverError} />}
    </form>
  );
}
