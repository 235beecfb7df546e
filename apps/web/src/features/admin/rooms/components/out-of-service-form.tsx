import type { OutOfServiceInput } from '@staybook/contract/admin-rooms';
import { todayIst } from '@staybook/contract/stay-dates';
import { SaveError, SchemaForm, TextField, useSchemaForm } from '../../../../components/form/form-kit';
import { outOfServiceDraft, outOfServiceFormSchema } from '../logic/room-form';

/** Takes a room out of service for nights (both included) with a reason; the server refuses nights it cannot spare. */
export function OutOfServiceForm({
  number,
  saving,
  error,
  onSave,
  onCancel,
}: {
  number: string;
  saving: boolean;
  error: unknown;
  onSave: (input: OutOfServiceInput) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(outOfServiceFormSchema, outOfServiceDraft(todayIst()));
  return (
    <SchemaForm
      form={form}
      label={`Room ${number} out of service`}
      onSubmit={onSave}
      className="space-y-3 rounded-lg bg-amber-50 p-3"
    >
      <h4 className="text-sm font-semibold text-slate-900">Take room {number} out of service</h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField name="reason" label="Reason" hint="What is wrong, e.g. AC being repaired" />
        <TextField name="from" label="First night" type="date" />
        <TextField name="to" label="Last night" type="date" />
      </div>
      <SaveError error={error} />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Take out of service'}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}
