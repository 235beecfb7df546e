import { businessDetailsSchema, normaliseGstin } from '@staybook/contract/gst';
import { useEffect, useId } from 'react';
import { SchemaForm, TextField, useSchemaForm } from '../../../../components/form/form-kit';
import { useT } from '../../../../lib/i18n';
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
  const t = useT('booking');
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
        {t('review.business.title')}
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
          <span className="block font-semibold text-slate-900">{t('review.business.title')}</span>
          <span id={`${id}-hint`} className="block text-sm text-slate-600">
            {t('review.business.hint')}
          </span>
        </span>
      </label>
      <div id={fieldsId} hidden={!draft.wanted} className="mt-4">
        <SchemaForm
          form={form}
          label={t('review.business.title')}
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
          <TextField name="companyName" label={t('review.business.company')} autoComplete="organization" />
          <TextField
            name="gstin"
            label="GSTIN"
            hint={t('review.business.gstinHint')}
            autoComplete="off"
            normalize={normaliseGstin}
            inputClassName="uppercase"
          />
          <TextField name="address" label={t('review.business.address')} rows={2} autoComplete="street-address" />
        </SchemaForm>
      </div>
    </section>
  );
}
