import { type AdminBookingDetails, adminCancelBookingSchema } from '@staybook/contract/admin-bookings';
import { formatInstant } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { useId } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { SaveError, SchemaForm, TextField, useSchemaForm } from '../../../../components/form/form-kit';
import { useCancelBooking } from '../api/cancel-booking';

/**
 * Cancelling at the desk: a reason is required; the refund choice starts at the guest rule (full refund while free
 * cancellation is open, none after) and staff may change it.
 */
export function CancelBookingDialog({
  booking,
  open,
  onClose,
}: {
  booking: AdminBookingDetails;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={`Cancel booking ${booking.code}?`}>
      {/* Mounted only while open, so each opening starts from the defaults. */}
      {open && <CancelForm booking={booking} onClose={onClose} />}
    </Modal>
  );
}

function CancelForm({ booking, onClose }: { booking: AdminBookingDetails; onClose: () => void }) {
  const id = useId();
  const cancel = useCancelBooking(booking.id);
  const form = useSchemaForm(adminCancelBookingSchema, { reason: '', refund: booking.defaultRefund });
  const refund = form.watch('refund');
  const paid = booking.refundable > 0;
  const windowOpen = booking.defaultRefund;

  return (
    <SchemaForm
      form={form}
      label={`Cancel booking ${booking.code}`}
      onSubmit={(values) =>
        cancel.mutate(paid ? values : { reason: values.reason }, {
          onSuccess: (result) => {
            toast.success(result.message);
            onClose();
          },
        })
      }
    >
      <p className="text-sm text-slate-700">
        {booking.guestName}'s rooms go back on sale at once and the guest is told by SMS and e-mail.
      </p>
      <TextField
        name="reason"
        label="Reason for cancelling (required)"
        rows={4}
        maxLength={500}
        className="mt-4 [&_textarea]:min-h-24"
      />
      {paid ? (
        <fieldset className="mt-4">
          <legend className="label">Refund</legend>
          <p className="mb-2 text-sm text-slate-600">
            Free cancellation {windowOpen ? 'is open until' : 'closed on'}{' '}
            {formatInstant(booking.freeCancellationUntil)}: by the guest rules{' '}
            {windowOpen ? 'a full refund is due' : 'no refund is due'}.
          </p>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-refund`}
              checked={refund === true}
              onChange={() => form.setValue('refund', true)}
            />
            Full refund of {formatInr(booking.refundable)}
          </label>
          <label className="mt-1 flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-refund`}
              checked={refund === false}
              onChange={() => form.setValue('refund', false)}
            />
            No refund (keep {formatInr(booking.refundable)})
          </label>
        </fieldset>
      ) : (
        <p className="mt-4 text-sm text-slate-600">Nothing has been paid, so there is nothing to refund.</p>
      )}
      <div className="mt-4">
        <SaveError error={cancel.error} />
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          Keep booking
        </button>
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel booking'}
        </button>
      </div>
    </SchemaForm>
  );
}
