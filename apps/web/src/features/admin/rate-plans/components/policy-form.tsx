import { type CancellationPolicyFields, describePolicyTerms } from '@staybook/contract/admin-rate-plans';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import {
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import {
  CHARGE_KINDS,
  POLICY_KINDS,
  type PolicyDraft,
  policyFormSchema,
  policyMessages,
  WINDOW_UNITS,
} from '../logic/policy-form';

interface PolicyFormProps {
  initial: PolicyDraft;
  /** 'Add a cancellation policy' or 'Edit Flexible'. */
  label: string;
  saving: boolean;
  serverError: unknown;
  onSave: (input: CancellationPolicyFields) => void;
  onCancel: () => void;
}

/** A cancellation policy: non-refundable, or free until N hours or days before check-in and then a charge. */
export function PolicyForm({ initial, label, saving, serverError, onSave, onCancel }: PolicyFormProps) {
  const form = useSchemaForm(policyFormSchema, initial);
  useEffect(() => showServerErrors(form, serverError), [form, serverError]);
  const draft = useWatch({ control: form.control }) as PolicyDraft;
  const kind = draft.kind;
  const parsed = policyFormSchema.safeParse({ ...initial, ...draft });
  const preview = parsed.success ? describePolicyTerms(parsed.data) : null;
  return (
    <SchemaForm form={form} label={label} messages={policyMessages} onSubmit={onSave} className="space-y-3">
      <TextField name="name" label="Name" maxLength={80} />
      <SelectField name="kind" label="Kind" options={POLICY_KINDS} />
      {kind === 'free_then_charge' && (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField name="freeWindowValue" label="Free until" type="number" inputMode="numeric" />
            <SelectField name="freeWindowUnit" label="Unit" options={WINDOW_UNITS} />
          </div>
          <SelectField name="chargeKind" label="After that, kept" options={CHARGE_KINDS} />
          {draft.chargeKind === 'percent' && (
            <TextField name="chargePercent" label="Share of the stay kept (%)" type="number" inputMode="numeric" />
          )}
        </>
      )}
      {preview && (
        <p className="text-sm text-slate-700" aria-live="polite">
          Guests read: <strong>{preview}</strong> (counted back from the property’s check-in time).
        </p>
      )}
      <p className="text-xs text-slate-600">
        Bookings already made keep the policy they were sold under; a change applies to new bookings only.
      </p>
      <SaveError error={serverError} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save policy'}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}
