import type { BookingLabel } from '@staybook/contract/booking-lifecycle';
import { addBusinessDetailsSchema } from '@staybook/contract/business-invoice';
import { normaliseGstin } from '@staybook/contract/gst';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import type { TaxDocument } from '@staybook/contract/tax-documents';
import { useId, useState } from 'react';
import { SaveError, SchemaForm, showServerErrors, TextField, useSchemaForm } from '../../../components/form/form-kit';
import { useFormats, useLanguage, useT } from '../../../lib/i18n';
import { useAddBusinessDetails } from '../api/add-business-details';
import { gstDetailsOffer } from '../logic/gst-details-offer';
import { gstDoneText, gstRefusalText } from './gst-words';

/**
 * "Add GST details" under the booking's tax documents (issue 41): the company, its GSTIN and billing address. An
 * invoiced stay is made out again to the business (a credit note cancels the guest's invoice, a new tax invoice names
 * the company), shown in the list above once issued; one not invoiced yet keeps them for its invoice.
 */
export function AddGstDetails({
  bookingId,
  status,
  documents,
}: {
  bookingId: string;
  status: BookingLabel;
  documents: readonly TaxDocument[];
}) {
  const t = useT('bookings');
  const english = useLanguage() === DEFAULT_LANGUAGE;
  const formats = useFormats();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const save = useAddBusinessDetails(bookingId);
  const form = useSchemaForm(addBusinessDetailsSchema, { companyName: '', gstin: '', address: '' });
  const offer = gstDetailsOffer(status, documents);

  if (done)
    return (
      <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        {done}
      </p>
    );
  if (offer.kind === 'invoiced-to')
    return (
      <p className="mt-3 text-sm text-slate-700">
        {t('bookings.gst.invoicedTo', { company: offer.companyName, gstin: offer.gstin })}
      </p>
    );
  if (offer.kind === 'none') return null;

  const formId = `${id}-form`;
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      {!open ? (
        <button
          type="button"
          className="btn-outline"
          aria-expanded={false}
          aria-controls={formId}
          onClick={() => setOpen(true)}
        >
          {t('bookings.gst.add')}
        </button>
      ) : (
        <div id={formId}>
          <h3 className="text-sm font-semibold text-slate-900">{t('bookings.gst.title')}</h3>
          <p className="mt-1 text-sm text-slate-600">
            {offer.invoiced ? t('bookings.gst.reissue') : t('bookings.gst.future')}
          </p>
          <SchemaForm
            form={form}
            label={t('bookings.gst.title')}
            className="mt-3 space-y-3"
            onSubmit={async (values) => {
              try {
                const result = await save.mutateAsync(values);
                setDone(gstDoneText(result, t, english));
              } catch (error) {
                showServerErrors(form, error);
              }
            }}
          >
            <TextField name="companyName" label={t('bookings.gst.company')} autoComplete="organization" />
            <TextField
              name="gstin"
              label={t('bookings.gst.gstin')}
              hint={t('bookings.gst.gstinHint')}
              autoComplete="off"
              normalize={normaliseGstin}
              inputClassName="uppercase"
            />
            <TextField name="address" label={t('bookings.gst.address')} rows={2} autoComplete="street-address" />
            {/* A refusal's English on an English page; another language words its facts (or its own fallback). */}
            {english || !save.error ? (
              <SaveError error={save.error} />
            ) : (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {gstRefusalText(save.error, t, formats)}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting
                  ? t('bookings.gst.saving')
                  : offer.invoiced
                    ? t('bookings.gst.issue')
                    : t('bookings.gst.save')}
              </button>
              <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
                {t('bookings.gst.cancel')}
              </button>
            </div>
          </SchemaForm>
        </div>
      )}
    </div>
  );
}
