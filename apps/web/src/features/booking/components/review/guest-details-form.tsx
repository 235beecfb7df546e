import type { PrimaryGuest } from '@staybook/contract/booking';
import { mobileFieldValue } from '@staybook/contract/phone';
import { type FormEvent, useId, useState } from 'react';
import { type GuestErrors, type GuestField, validateGuestDetails } from '../../logic/guest-details';

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

const fields: { name: GuestField; label: string; type: string; autoComplete: string; inputMode?: 'tel' | 'email' }[] = [
  { name: 'name', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Mobile number', type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
];

export function GuestDetailsForm({
  details,
  locked,
  onChange,
  onSave,
  onEdit,
  submitLabel = 'Update Guest Details',
  externalErrors,
}: GuestDetailsFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<GuestErrors>({});
  const shown = { ...externalErrors, ...errors };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateGuestDetails(details);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = fields.find((f) => found[f.name]);
      if (first) document.getElementById(`${id}-${first.name}`)?.focus();
      return;
    }
    onSave({ name: details.name.trim(), email: details.email.trim(), phone: details.phone });
  };

  const change = (field: GuestField, value: string) => {
    // The mobile number keeps its 10 digits however it is typed or pasted ('+91 98220 00003' → '9822000003').
    onChange({ ...details, [field]: field === 'phone' ? mobileFieldValue(value) : value });
    if (errors[field]) setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Primary guest">
      {fields.map((f) => (
        <div key={f.name}>
          <label htmlFor={`${id}-${f.name}`} className="label">
            {f.label}
          </label>
          <input
            id={`${id}-${f.name}`}
            name={f.name}
            type={f.type}
            inputMode={f.inputMode}
            autoComplete={f.autoComplete}
            className={`input ${locked ? 'bg-slate-50 text-slate-700' : ''}`}
            value={details[f.name]}
            readOnly={locked}
            aria-invalid={Boolean(shown[f.name])}
            aria-describedby={shown[f.name] ? `${id}-${f.name}-error` : undefined}
            onChange={(e) => change(f.name, e.target.value)}
          />
          {shown[f.name] && (
            <p id={`${id}-${f.name}-error`} className="field-error">
              {shown[f.name]}
            </p>
          )}
        </div>
      ))}
      {locked ? (
        <button type="button" className="btn-outline" onClick={onEdit}>
          Edit guest details
        </button>
      ) : (
        <button type="submit" className="btn-primary">
          {submitLabel}
        </button>
      )}
    </form>
  );
}
