import { businessDetailsSchema, normaliseGstin } from '@staybook/contract/gst';
import { useEffect, useId } from 'react';
import { SchemaForm, TextField, useSchemaForm } from '../../../../components/form/form-kit';
import type { BusinessDraft, BusinessErrors, BusinessField } from '../../logic/business-details';

interface BusinessDetailsSectionProps {
  draft: BusinessDraft;
  /** Every keystroke and the tick are kept (in the persisted store), so a reload loses nothing. */
  onChange: (draft: BusinessDraft) => void;
  /** What Pay found wrong, one message under each field. */
  externalErrors: BusinessErrors;
}

const FIELDS: BusinessField[] = ['companyName', 'gstin', 'address'];

/**
 * "GST details for a business" (optional, closed until ticked): the company a tax invoice is made out to, so it can
 * claim input tax credit. Checked by the contract's schema as the guest leaves a field, and again on Pay.
 */
export function BusinessDetailsSection({ draft, onChange, externalErrors }: BusinessDetailsSectionProps) {
  const id = useId();
  const fieldsId = `${id}-fields`;
  const form = useSchemaForm(
    businessDetailsSchema,
    { companyName: draft.companyName, gstin: draft.gstin, address: draft.address },
    { mode: 'onTouched' },
  );
  const { setError, clearErrors } = form;

  useEffect(() => {
    for (const name of FIELDS) {
      const message = externalErrors[name];
      if (message) setError(name, { type: 'outside', message });
      else clearErrors(name);
    }
  }, [externalErrors, setError, clearErrors]);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="sr-only">
        GST details for a business
      </h2>
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-brand-700"
          checked={draft.wanted}
          aria-expanded={draft.wanted}
          aria-controls={fieldsId}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange({ ...draft, wanted: event.target.checked })}
        />
        <span>
          <span className="block font-semibold text-slate-900">GST details for a business</span>
          <span id={`${id}-hint`} className="block text-sm text-slate-600">
            Get the tax invoice in your company’s name to claim input tax credit.
          </span>
        </span>
      </label>
      <div id={fieldsId} hidden={!draft.wanted} className="mt-4">
        <SchemaForm
          form={form}
          label="GST details for a business"
          className="space-y-3"
          onSubmit={() => {}}
          onValuesChange={(values) =>
            onChange({
              wanted: draft.wanted,
              companyName: values.companyName ?? '',
              gstin: values.gstin ?? '',
              address: values.address ?? '',
            })
          }
        >
          <TextField name="companyName" label="Company name" autoComplete="organization" />
          <TextField
            name="gstin"
            label="GSTIN"
            hint="15 characters, as on the company’s GST registration."
            autoComplete="off"
            normalize={normaliseGstin}
            inputClassName="uppercase"
          />
          <TextField name="address" label="Billing address (optional)" rows={2} autoComplete="street-address" />
        </SchemaForm>
      </div>
    </section>
  );
}
