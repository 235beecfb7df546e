import { gstStates } from '@staybook/contract/gst';
import {
  type TaxRegistrationForm as FormValues,
  taxRegistrationFormSchema,
} from '@staybook/contract/tax-registrations';
import {
  SaveError,
  SchemaForm,
  SelectField,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { toast } from '../../../../components/ui/toast';
import { useSaveTaxRegistration } from '../api/tax-registrations';

const stateOptions = Object.entries(gstStates).map(([code, name]) => [code, `${name} (${code})`] as const);

/** Adds or changes a state's registration; the GSTIN is checked against the state before it is sent. */
export function RegistrationForm({ initial, onDone }: { initial: FormValues; onDone: () => void }) {
  const form = useSchemaForm(taxRegistrationFormSchema, initial);
  const save = useSaveTaxRegistration();
  return (
    <SchemaForm
      form={form}
      label="GST registration"
      asWritten
      className="space-y-4 rounded-lg border border-slate-200 p-4"
      onSubmit={(values) =>
        save.mutate(values, {
          onSuccess: (saved) => {
            toast.success(`${saved.state}’s registration ${saved.gstin} is saved.`);
            onDone();
          },
          onError: (error) => showServerErrors(form, error),
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="stateCode" label="State" options={stateOptions} />
        <TextField name="gstin" label="GSTIN" maxLength={20} hint="Its first two digits are the state’s code." />
      </div>
      <TextField name="legalName" label="Legal name" maxLength={200} />
      <TextField name="address" label="Registered address" rows={2} maxLength={400} hint="With the state and PIN." />
      <SaveError error={save.error} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save registration'}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}
