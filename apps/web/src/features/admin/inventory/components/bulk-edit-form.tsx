import type { InventoryBulkEdit } from '@staybook/contract/admin-inventory';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, type UseFormReturn, useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  FormField,
  SchemaForm,
  showServerErrors,
  useFieldError,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { ErrorNotice } from '../../components/console-ui';
import {
  type BulkDraft,
  bulkEditFormSchema,
  bulkEditMessages,
  emptyBulkDraft,
  VALUE_FIELDS,
  valueField,
} from '../logic/bulk-edit-form';
import { ACTIONS, describeEdit, valueLabel, WEEKDAYS } from '../logic/inventory-logic';

export type BulkEditFormApi = UseFormReturn<BulkDraft, unknown, InventoryBulkEdit>;

/**
 * The bulk edit's form state, held by the page so picking nights in the calendar can fill the dates
 * (`form.setValue`). `today` is the IST date: earlier nights cannot be edited.
 */
export function useBulkEditForm(roomTypeId: string, today: string): BulkEditFormApi {
  const schema = useMemo(() => bulkEditFormSchema(roomTypeId, today), [roomTypeId, today]);
  return useSchemaForm(schema, emptyBulkDraft);
}

interface BulkEditFormProps {
  form: BulkEditFormApi;
  /** Today in IST. */
  today: string;
  /** 'Deluxe Room at Casa Azul'. */
  target: string;
  saving: boolean;
  serverError: unknown;
  /** The parsed API body, once the operator has reviewed and confirmed it. */
  onApply: (edit: InventoryBulkEdit) => void;
  /** Any change to the edit, here or by picking nights in the calendar. */
  onEdit?: () => void;
}

/**
 * Bulk edit over a date range and chosen weekdays: set a rate, adjust it by a percentage, set the total rooms,
 * close or open (stop-sell), set or clear a minimum or maximum stay, close or open to arrival or departure. Reviewing shows what will change before anything is saved.
 */
export function BulkEditForm({ form, today, target, saving, serverError, onApply, onEdit }: BulkEditFormProps) {
  const id = useId();
  /** The reviewed edit awaiting confirmation. */
  const [confirming, setConfirming] = useState<InventoryBulkEdit | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);
  // Any change to the edit (here or by picking nights in the calendar) needs a new review.
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  useEffect(() => {
    const subscription = form.watch(() => {
      setConfirming(null);
      onEditRef.current?.();
    });
    return () => subscription.unsubscribe();
  }, [form]);
  // A finished save (no error) ends the confirmation.
  const wasSaving = useRef(saving);
  useEffect(() => {
    if (wasSaving.current && !saving && !serverError) setConfirming(null);
    wasSaving.current = saving;
  }, [saving, serverError]);
  useEffect(() => showServerErrors(form, serverError), [form, serverError]);

  const summary = confirming ? describeEdit(confirming) : null;

  return (
    <SchemaForm
      form={form}
      label="Bulk edit"
      messages={bulkEditMessages}
      onSubmit={(edit) => (confirming ? onApply(edit) : setConfirming(edit))}
      className="space-y-4"
    >
      <DateFields today={today} />
      <WeekdaysField />
      <div className="grid grid-cols-2 gap-3">
        <ActionField />
        <ValueField />
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
            <button type="button" className="btn-outline" disabled={saving} onClick={() => setConfirming(null)}>
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
    </SchemaForm>
  );
}

/** Revalidate a value set by code the way typing does: only once the form has been submitted. */
export const followUp = (submitted: boolean) => ({ shouldValidate: submitted, shouldDirty: true });

function DateFields({ today }: { today: string }) {
  const { register, getValues, setValue, control } = useFormContext<BulkDraft>();
  const { isSubmitted } = useFormState({ control });
  const from = useWatch({ control, name: 'from' });
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField name="from" label="First night">
        {(p) => (
          <input
            {...p}
            type="date"
            className="input"
            min={today}
            {...register('from', {
              // A last night before the new first night (or none yet) moves to it.
              onChange: (e: { target: { value: string } }) => {
                const to = getValues('to');
                if (!(to && to >= e.target.value)) setValue('to', e.target.value, followUp(isSubmitted));
              },
            })}
          />
        )}
      </FormField>
      <FormField name="to" label="Last night">
        {(p) => <input {...p} type="date" className="input" min={from || today} {...register('to')} />}
      </FormField>
    </div>
  );
}

function WeekdaysField() {
  const id = useId();
  const { control } = useFormContext<BulkDraft>();
  const error = useFieldError('weekdays');
  return (
    <Controller
      control={control}
      name="weekdays"
      render={({ field }) => (
        <fieldset aria-describedby={error ? `${id}-error` : `${id}-help`}>
          <legend className="label">Weekdays</legend>
          <p id={`${id}-help`} className="mb-2 text-xs text-slate-600">
            Tick the days to change; none ticked changes every night.
          </p>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((d, i) => (
              <label
                key={d.value}
                className="flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 text-sm ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-700"
              >
                <input
                  // The first box takes the focus when the weekdays are wrong.
                  ref={i === 0 ? field.ref : undefined}
                  type="checkbox"
                  aria-label={d.long}
                  checked={field.value.includes(d.value)}
                  onBlur={field.onBlur}
                  onChange={() =>
                    field.onChange(
                      field.value.includes(d.value)
                        ? field.value.filter((v) => v !== d.value)
                        : [...field.value, d.value],
                    )
                  }
                />
                <span aria-hidden="true">{d.short}</span>
              </label>
            ))}
          </div>
          {error && (
            <p id={`${id}-error`} className="field-error">
              {error}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}

function ActionField() {
  const { register, setValue } = useFormContext<BulkDraft>();
  return (
    <FormField name="action" label="Change">
      {(p) => (
        <select
          {...p}
          className="input"
          {...register('action', {
            // A new action starts with an empty value, as before.
            onChange: () => {
              for (const name of VALUE_FIELDS) setValue(name, '');
            },
          })}
        >
          {ACTIONS.map((a) => (
            <option key={a.value} value={a.value}>
              {a.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function ValueField() {
  const { register, control } = useFormContext<BulkDraft>();
  const action = useWatch({ control, name: 'action' });
  const name = valueField(action);
  const label = valueLabel(action);
  if (!name || !label) return null;
  const decimal = action === 'adjust_rate';
  return (
    <FormField key={name} name={name} label={label}>
      {(p) => (
        <input
          {...p}
          type="number"
          inputMode={decimal ? 'decimal' : 'numeric'}
          step={decimal ? 'any' : 1}
          className="input"
          {...register(name)}
        />
      )}
    </FormField>
  );
}
