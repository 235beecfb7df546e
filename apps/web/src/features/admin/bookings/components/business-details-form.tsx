import { addBusinessDetailsSchema, invoicedBusiness, invoiceInForce } from '@staybook/contract/business-invoice';
import { normaliseGstin } from '@staybook/contract/gst';
import type { TaxDocument } from '@staybook/contract/tax-documents';
import { useState } from 'react';
import {
  SaveError,
  SchemaForm,
  showServerErrors,
  TextField,
  useSchemaForm,
} from '../../../../components/form/form-kit';
import { useAddBusinessDetails } from '../api/add-business-details';

/**
 * The desk's "Add GST details" under a booking's tax documents (issue 41): a stay invoiced to the guest is made out
 * again to the business (credit note + B2B invoice); one not invoiced yet keeps the details for its invoice. The
 * server says why it refuses (time limit, nothing invoiced, another business already on it).
 */
export function BusinessDetailsForm({
  bookingId,
  documents,
}: {
  bookingId: string;
  documents: readonly TaxDocument[];
}) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const save = useAddBusinessDetails(bookingId);
  const form = useSchemaForm(addBusinessDetailsSchema, { companyName: '', gstin: '', address: '' });
  const invoice = invoiceInForce(documents);
  const business = invoicedBusiness(documents);

  if (done)
    return (
      <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
        {done}
      </p>
    );
  if (business)
    return (
      <p className="mt-4 text-sm text-slate-700">
        Invoiced to {business.companyName} (GSTIN {business.gstin}).
      </p>
    );
  if (!open)
    return (
      <button type="button" className="btn-outline mt-4" onClick={() => setOpen(true)}>
        Add GST details
      </button>
    );
  return (
    <SchemaForm
      form={form}
      label="GST details for a business"
      className="mt-4 max-w-xl space-y-3"
      onSubmit={async (values) => {
        try {
          setDone((await save.mutateAsync(values)).message);
        } catch (error) {
          showServerErrors(form, error);
        }
      }}
    >
      <p className="text-sm text-slate-600">
        {invoice
          ? 'A credit note cancels the invoice to the guest and a new tax invoice is made out to the business.'
          : 'The tax invoice will be made out to the business when it is issued.'}
      </p>
      <TextField name="companyName" label="Company name" autoComplete="organization" />
      <TextField name="gstin" label="GSTIN" autoComplete="off" normalize={normaliseGstin} inputClassName="uppercase" />
      <TextField name="address" label="Billing address" rows={2} />
      <SaveError error={save.error} />
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : invoice ? 'Issue invoice to business' : 'Save GST details'}
        </button>
        <button type="button" className="btn-outline" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </SchemaForm>
  );
}
