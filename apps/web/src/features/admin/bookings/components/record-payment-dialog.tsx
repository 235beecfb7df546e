import { type AdminBookingDetails, recordDeskPaymentSchema } from '@staybook/contract/admin-bookings';
import { formatInrMoved } from '@staybook/contract/money';
import { deskPaymentMethodLabels, deskPaymentMethods } from '@staybook/contract/payment-terms';
import { z } from 'zod';
import { SaveError, SchemaForm, SelectField, TextField, useSchemaForm } from '../../../../components/form/form-kit';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { useRecordPayment } from '../api/record-payment';

/** The text box gives a string; the contract's rules (positive, two decimals at most) then apply to the number. */
const formSchema = recordDeskPaymentSchema.extend({
  amount: z.coerce.number({ error: 'amount must be a number of rupees' }).pipe(recordDeskPaymentSchema.shape.amount),
});

const METHOD_OPTIONS = deskPaymentMethods.map((m) => [m, deskPaymentMethodLabels[m]] as const);

/** Money taken at the property (the balance of a deposit, a pay-at-property stay): recorded once, never edited. */
export function RecordPaymentDialog({
  booking,
  open,
  onClose,
}: {
  booking: AdminBookingDetails;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={`Record a payment for ${booking.code}`}>
      {/* Mounted only while open, so each opening starts from the balance due. */}
      {open && <RecordPaymentForm booking={booking} onClose={onClose} />}
    </Modal>
  );
}

function RecordPaymentForm({ booking, onClose }: { booking: AdminBookingDetails; onClose: () => void }) {
  const record = useRecordPayment(booking.id);
  const balance = booking.balanceDue ?? 0;
  const form = useSchemaForm(formSchema, { amount: balance, method: 'cash', reference: '' });
  return (
    <SchemaForm
      form={form}
      label={`Record a payment for booking ${booking.code}`}
      onSubmit={(values) =>
        record.mutate(values, {
          onSuccess: () => {
            toast.success(`Payment of ${formatInrMoved(values.amount)} recorded.`);
            onClose();
          },
        })
      }
    >
      <p className="text-sm text-slate-700">
        Due at the property: <span className="font-semibold">{formatInrMoved(balance)}</span>. A recorded payment cannot
        be changed afterwards.
      </p>
      <TextField name="amount" label="Amount (₹)" type="number" inputMode="decimal" className="mt-4" />
      <SelectField name="method" label="Paid by" options={METHOD_OPTIONS} className="mt-4" />
      <TextField
        name="reference"
        label="Reference (card slip, UPI transaction or receipt number)"
        maxLength={100}
        className="mt-4"
      />
      <div className="mt-4">
        <SaveError error={record.error} />
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          Close
        </button>
        <button type="submit" className="btn-primary" disabled={record.isPending}>
          {record.isPending ? 'Recording…' : 'Record payment'}
        </button>
      </div>
    </SchemaForm>
  );
}
