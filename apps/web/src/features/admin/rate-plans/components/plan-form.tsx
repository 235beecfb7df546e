import {
  type AdminCancellationPolicy,
  adjustmentLabel,
  type RatePlanFields,
} from '@staybook/contract/admin-rate-plans';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CheckboxField,
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import {
  ADJUSTMENT_KINDS,
  MEAL_PLAN_OPTIONS,
  PAYMENT_OPTIONS,
  type PlanDraft,
  planFormSchema,
  planMessages,
} from '../logic/plan-form';

interface PlanFormProps {
  initial: PlanDraft;
  /** 'Add a rate plan to Garden Room' or 'Edit Saver'. */
  label: string;
  /** The property's policies to choose from. */
  policies: readonly AdminCancellationPolicy[];
  /** Whether the plan being edited is the default now (unticking alone is not allowed). */
  isDefaultNow: boolean;
  saving: boolean;
  serverError: unknown;
  onSave: (input: RatePlanFields) => void;
  onCancel: () => void;
}

/** A rate plan of a room type: meal plan, cancellation and payment policies, price change, default flag. */
export function PlanForm({
  initial,
  label,
  policies,
  isDefaultNow,
  saving,
  serverError,
  onSave,
  onCancel,
}: PlanFormProps) {
  const form = useSchemaForm(planFormSchema, initial);
  useEffect(() => showServerErrors(form, serverError), [form, serverError]);
  const [paymentPolicy, kind, value] = useWatch({
    control: form.control,
    name: ['paymentPolicy', 'adjustmentKind', 'adjustmentValue'],
  });
  const amount = Number((value ?? '').replace('\u2212', '-'));
  const policyOptions = [
    ['', policies.length ? 'Choose a policy' : 'No policy yet: add one first'] as const,
    ...policies.map((p) => [p.id, `${p.name} · ${p.summary}`] as const),
  ];
  return (
    <SchemaForm form={form} label={label} messages={planMessages} onSubmit={onSave} className="space-y-3">
      <TextField name="name" label="Plan name" maxLength={80} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField name="mealPlan" label="Meals" options={MEAL_PLAN_OPTIONS} />
        <SelectField name="cancellationPolicyId" label="Cancellation policy" options={policyOptions} />
        <SelectField name="paymentPolicy" label="Payment" options={PAYMENT_OPTIONS} />
        {paymentPolicy === 'deposit' && (
          <TextField name="depositPercent" label="Deposit paid online (%)" type="number" inputMode="numeric" />
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField name="adjustmentKind" label="Priced as" options={ADJUSTMENT_KINDS} />
        {kind === 'own_rates' ? (
          <p className="self-end text-sm text-slate-700">
            Set the plan’s rate for each night with its Rates button after saving; nights without one sell at the room’s
            rate.
          </p>
        ) : (
          <TextField
            name="adjustmentValue"
            label="Price change"
            inputMode="numeric"
            hint={Number.isInteger(amount) ? `${adjustmentLabel(kind, amount)} · minus for less` : 'Minus for less'}
          />
        )}
      </div>
      <CheckboxField name="isDefault" label="Default plan of this room (offered first; booked when none is chosen)" />
      {isDefaultNow && (
        <p className="text-xs text-slate-600">This is the default plan: tick another plan’s box to move it there.</p>
      )}
      <p className="text-xs text-slate-600">
        Bookings already made keep the plan they were sold under; a change applies to new bookings only.
      </p>
      <SaveError error={serverError} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save plan'}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}
