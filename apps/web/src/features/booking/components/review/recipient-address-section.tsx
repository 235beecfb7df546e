import {
  type RecipientAddress,
  recipientAddressSchema,
  recipientStateOptions,
} from '@staybook/contract/recipient-address';
import { useEffect, useId } from 'react';
import { SchemaForm, SelectField, TextField, useSchemaForm } from '../../../../components/form/form-kit';
import { useT } from '../../../../lib/i18n';
import type {
  RecipientAddressDraft,
  RecipientAddressErrors,
  RecipientAddressField,
} from '../../logic/recipient-address';

const FIELDS: RecipientAddressField[] = ['address', 'stateCode'];
/** The states by their names (proper names, the same in every language). */
const STATE_CHOICES = recipientStateOptions.map((s) => [s.code, s.name] as const);

/**
 * "Your address for the tax invoice": asked only when the stay's taxable value is above ₹50,000 and no business is
 * named (CGST rule 46(p): such an invoice carries the recipient's address and state). Optional; kept as typed in the
 * store, checked by the contract's schema as the guest leaves a field, and again on Pay when any of it is typed.
 */
export function RecipientAddressSection({
  draft,
  onChange,
  externalErrors,
}: {
  draft: RecipientAddressDraft;
  onChange: (draft: RecipientAddressDraft) => void;
  externalErrors: RecipientAddressErrors;
}) {
  const t = useT('booking');
  const id = useId();
  // The store keeps '' until a state is chosen; the schema refuses it with its own words.
  const initial = { address: draft.address, stateCode: draft.stateCode as RecipientAddress['stateCode'] };
  const form = useSchemaForm(recipientAddressSchema, initial, { mode: 'onTouched' });
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
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('review.address.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('review.address.hint')}</p>
      <SchemaForm
        form={form}
        label={t('review.address.title')}
        className="mt-3 space-y-3"
        onSubmit={() => {}}
        onValuesChange={(values) => {
          const next = { address: String(values.address ?? ''), stateCode: String(values.stateCode ?? '') };
          // What Pay said of a field goes once the guest changes it (the schema checks it again as they leave it).
          for (const name of FIELDS)
            if (next[name] !== draft[name] && form.getFieldState(name).error?.type === 'outside') clearErrors(name);
          onChange(next);
        }}
      >
        <TextField name="address" label={t('review.address.address')} rows={2} autoComplete="street-address" />
        <SelectField
          name="stateCode"
          label={t('review.address.state')}
          options={[['', t('review.address.chooseState')], ...STATE_CHOICES]}
        />
      </SchemaForm>
    </section>
  );
}
