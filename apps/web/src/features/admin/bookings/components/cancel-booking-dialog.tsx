import { type AdminBookingDetails, adminCancelBookingSchema } from '@staybook/contract/admin-bookings';
import { formatInstant } from '@staybook/contract/format';
import { formatInrMoved } from '@staybook/contract/money';
import { useId, useState } from 'react';
import { SaveError, SchemaForm, TextField, useSchemaForm } from '../../../../components/form/form-kit';
import { Modal } from '../../../../components/ui/modal';
import { toast } from '../../../../components/ui/toast';
import { useCancelBooking } from '../api/cancel-booking';

/**
 * Cancelling at the desk: a reason is required; the refund starts at what the booked terms give now (the booking's
 * snapshotted policy, never today's settings) and staff may refund everything or nothing instead, said as such.
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

type RefundChoice = 'policy' | 'full' | 'none';

const REFUND_OF: Record<RefundChoice, boolean | undefined> = { policy: undefined, full: true, none: false };

function CancelForm({ booking, onClose }: { booking: AdminBookingDetails; onClose: () => void }) {
  const id = useId();
  const cancel = useCancelBooking(booking.id);
  const form = useSchemaForm(adminCancelBookingSchema, { reason: '' });
  const [choice, setChoice] = useState<RefundChoice>('policy');
  const paid = booking.refundable > 0;
  const policyRefund = Math.min(
    booking.policyRefund ?? (booking.defaultRefund ? booking.refundable : 0),
    booking.refundable,
  );
  const kept = booking.refundable - policyRefund;

  return (
    <SchemaForm
      form={form}
      label={`Cancel booking ${booking.code}`}
      onSubmit={(values) => {
        const refund = paid ? REFUND_OF[choice] : undefined;
        cancel.mutate(refund === undefined ? { reason: values.reason } : { reason: values.reason, refund }, {
          onSuccess: (result) => {
            toast.success(result.message);
            onClose();
          },
        });
      }}
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
          <BookedPromise booking={booking} />
          <RefundOption id={id} value="policy" choice={choice} onChoose={setChoice}>
            {policyRefund > 0
              ? `As booked: refund ${formatInrMoved(policyRefund)}${kept > 0 ? `, keep ${formatInrMoved(kept)}` : ''}`
              : `As booked: no refund (keep ${formatInrMoved(booking.refundable)})`}
          </RefundOption>
          {policyRefund < booking.refundable && (
            <RefundOption id={id} value="full" choice={choice} onChoose={setChoice}>
              {`Full refund of ${formatInrMoved(booking.refundable)} (beyond the booked terms)`}
            </RefundOption>
          )}
          {policyRefund > 0 && (
            <RefundOption id={id} value="none" choice={choice} onChoose={setChoice}>
              {`No refund (keep ${formatInrMoved(booking.refundable)})`}
            </RefundOption>
          )}
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

/** The promise the guest booked, as the booking's own snapshot states it: never a deadline the terms do not give. */
function BookedPromise({ booking }: { booking: AdminBookingDetails }) {
  const terms = booking.cancellationTerms?.join(' ') ?? '';
  if (booking.freeCancellationUntil === null)
    return (
      <p className="mb-2 text-sm text-slate-600">No free cancellation on this booking{terms ? `: ${terms}` : '.'}</p>
    );
  const open = Date.parse(booking.freeCancellationUntil) > Date.now();
  return (
    <p className="mb-2 text-sm text-slate-600">
      {open
        ? `Free cancellation is open until ${formatInstant(booking.freeCancellationUntil)}.`
        : `Free cancellation closed on ${formatInstant(booking.freeCancellationUntil)}.`}
      {terms ? ` Booked terms: ${terms}` : ''}
    </p>
  );
}

function RefundOption({
  id,
  value,
  choice,
  onChoose,
  children,
}: {
  id: string;
  value: RefundChoice;
  choice: RefundChoice;
  onChoose: (value: RefundChoice) => void;
  children: string;
}) {
  return (
    <label className="mt-1 flex items-center gap-2 text-sm">
      <input type="radio" name={`${id}-refund`} checked={choice === value} onChange={() => onChoose(value)} />
      {children}
    </label>
  );
}
