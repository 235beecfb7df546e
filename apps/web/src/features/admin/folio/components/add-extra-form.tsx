import { countsNights, extraChargeText } from '@staybook/contract/booking-extras';
import { extraUnitLabels, type Folio, folioPayers, MAX_EXTRA_QUANTITY } from '@staybook/contract/folio';
import { formatInr } from '@staybook/contract/money';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { SaveError, SchemaForm, SelectField, TextField, useSchemaForm } from '../../../../components/form/form-kit';
import { usePostCharge } from '../api/folio';

/** The form's fields as typed; the API checks the GSTIN's check character and answers in words. */
const formSchema = z
  .object({
    extraId: z.string().min(1, 'Choose an extra'),
    quantity: z.coerce
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(MAX_EXTRA_QUANTITY, `Quantity must be at most ${MAX_EXTRA_QUANTITY}`),
    nights: z.coerce
      .number({ error: 'Nights must be a number' })
      .int('Nights must be a whole number')
      .min(1, 'Nights must be at least 1'),
    payer: z.enum(folioPayers),
    companyName: z.string().trim(),
    gstin: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.payer !== 'company') return;
    if (v.companyName.length < 2)
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'Company name is required' });
    if (!v.gstin) ctx.addIssue({ code: 'custom', path: ['gstin'], message: 'GSTIN is required' });
  });

const rateText = (rate: number | null) => (rate === null ? 'GST as the room' : `GST ${rate}%`);

/**
 * Adds an extra to the folio: which, how many, and who pays (the guest, or a company with its GSTIN). An extra per
 * person asks how many guests, and one per person or per night over how many nights (the stay's, unless fewer were
 * supplied): booking-extras `countsNights`, the rule the review page and the server share.
 */
export function AddExtraForm({
  bookingId,
  folio,
  onDone,
}: {
  bookingId: string;
  folio: Folio;
  onDone: (said: string) => void;
}) {
  const post = usePostCharge(bookingId);
  const form = useSchemaForm(formSchema, {
    extraId: folio.extras[0]?.id ?? '',
    quantity: 1,
    nights: folio.nights ?? 1,
    payer: 'guest',
    companyName: '',
    gstin: '',
  });
  const payer = useWatch({ control: form.control, name: 'payer' });
  const extraId = useWatch({ control: form.control, name: 'extraId' });
  const unit = folio.extras.find((e) => e.id === extraId)?.unit;
  const byNights = unit !== undefined && countsNights(unit);
  const options = folio.extras.map(
    (e) => [e.id, `${e.name} · ${formatInr(e.price)} ${extraUnitLabels[e.unit]} · ${rateText(e.gstRate)}`] as const,
  );
  return (
    <SchemaForm
      form={form}
      label="Add an extra"
      className="mt-4 rounded-lg border border-slate-200 p-4"
      onSubmit={(v) =>
        post.mutate(
          {
            extraId: v.extraId,
            quantity: v.quantity,
            ...(byNights ? { nights: v.nights } : {}),
            payer: v.payer,
            ...(v.payer === 'company' ? { companyName: v.companyName, gstin: v.gstin } : {}),
          },
          {
            onSuccess: () => {
              const extra = folio.extras.find((e) => e.id === v.extraId);
              const line = extra
                ? extraChargeText({
                    name: extra.name,
                    unit: extra.unit,
                    unitPricePaise: Math.round(extra.price * 100),
                    quantity: v.quantity,
                    nights: byNights ? v.nights : null,
                  })
                : `Extra × ${v.quantity}`;
              onDone(`${line} added to the folio.`);
              form.reset({ ...form.getValues(), quantity: 1, nights: folio.nights ?? 1 });
            },
          },
        )
      }
    >
      <h3 className="font-semibold text-slate-900">Add an extra</h3>
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-[2fr_1fr_1fr_1fr]">
        <SelectField name="extraId" label="Extra" options={options} />
        <TextField
          name="quantity"
          label={unit === 'per_person' ? 'Guests' : 'Quantity'}
          type="number"
          inputMode="numeric"
        />
        {byNights && (
          <TextField name="nights" label={`Nights (of ${folio.nights ?? 1})`} type="number" inputMode="numeric" />
        )}
        <SelectField
          name="payer"
          label="Paid by"
          options={[
            ['guest', 'The guest'],
            ['company', 'A company'],
          ]}
        />
      </div>
      {payer === 'company' && (
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField name="companyName" label="Company name" maxLength={120} />
          <TextField name="gstin" label="Company GSTIN" maxLength={15} autoComplete="off" />
        </div>
      )}
      <div className="mt-4">
        <SaveError error={post.error} />
      </div>
      <div className="mt-4 flex justify-end">
        <button type="submit" className="btn-primary" disabled={post.isPending}>
          {post.isPending ? 'Adding…' : 'Add to folio'}
        </button>
      </div>
    </SchemaForm>
  );
}
