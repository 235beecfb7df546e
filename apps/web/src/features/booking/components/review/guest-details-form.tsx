import { type PrimaryGuest, primaryGuestSchema } from '@staybook/contract/booking';
import type { AreaId } from '@staybook/contract/messages/areas';
import { mobileFieldValue } from '@staybook/contract/phone';
import { useEffect } from 'react';
import { SchemaForm, TextField, type TextInputOptions, useSchemaForm } from '../../../../components/form/form-kit';
import { useT } from '../../../../lib/i18n';
import type { GuestErrors, GuestField } from '../../logic/guest-details';

interface GuestDetailsFormProps {
  details: PrimaryGuest;
  /** Locked details are shown read-only with an Edit button (spec 4: editable only in edit mode). */
  locked: boolean;
  /** Every keystroke is kept (in the persisted store), so a reload never loses what was typed. */
  onChange: (details: PrimaryGuest) => void;
  onSave: (details: PrimaryGuest) => void;
  onEdit: () => void;
  submitLabel?: string;
  /** Errors raised from outside (e.g. Pay with invalid details). */
  externalErrors?: GuestErrors;
}

const fields: ({ name: GuestField; label: AreaId<'booking'> } & TextInputOptions)[] = [
  { name: 'name', label: 'review.guest.name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'review.guest.email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  // The mobile number keeps its 10 digits however it is typed or pasted ('+91 98220 00003' → '9822000003').
  {
    name: 'phone',
    label: 'review.guest.mobile',
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'tel',
    normalize: mobileFieldValue,
  },
];

/**
 * The primary guest on the form kit. The store owns the details: the form hands every edit back to it, and follows it
 * when it changes from outside (a prefill after the first render). Only fields that differ are set: react-hook-form's
 * own `values` option resets the form on every keystroke, which cancels the check of the field being corrected.
 */
export function GuestDetailsForm({
  details,
  locked,
  onChange,
  onSave,
  onEdit,
  submitLabel,
  externalErrors,
}: GuestDetailsFormProps) {
  const t = useT('booking');
  const form = useSchemaForm(primaryGuestSchema, details);
  const { getValues, setValue, setError, clearErrors } = form;

  useEffect(() => {
    for (const { name } of fields) if (getValues(name) !== details[name]) setValue(name, details[name]);
  }, [details, getValues, setValue]);

  useEffect(() => {
    // Pay checks the details with the same schema and raises its findings here, one message under each field.
    if (!externalErrors) return;
    for (const { name } of fields) {
      const message = externalErrors[name];
      if (message) setError(name, { type: 'outside', message });
      else clearErrors(name);
    }
  }, [externalErrors, setError, clearErrors]);

  return (
    <SchemaForm
      form={form}
      label={t('review.guest.form')}
      asWritten
      className="space-y-3"
      onSubmit={onSave}
      onValuesChange={onChange}
    >
      {fields.map(({ name, label, ...input }) => (
        <TextField
          key={name}
          name={name}
          label={t(label)}
          readOnly={locked}
          inputClassName={locked ? 'bg-slate-50 text-slate-700' : ''}
          {...input}
        />
      ))}
      {/* Keyed apart: a button whose type turned to submit during its own click would submit the form it unlocked. */}
      {locked ? (
        <button key="edit" type="button" className="btn-outline" onClick={onEdit}>
          {t('review.guest.edit')}
        </button>
      ) : (
        <button key="update" type="submit" className="btn-primary">
          {submitLabel ?? t('review.guest.update')}
        </button>
      )}
    </SchemaForm>
  );
}
