import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import { formatInstant } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../lib/console-api';
import { deskApi, refreshDesk } from './desk-api';

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
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [refund, setRefund] = useState(booking.defaultRefund);
  const [touched, setTouched] = useState(false);
  const reasonProblem = reason.trim().length < 3 ? 'Please give a reason (at least 3 characters).' : null;
  const paid = booking.refundable > 0;
  const windowOpen = booking.defaultRefund;

  const cancel = useMutation({
    mutationFn: () => deskApi.cancel(booking.id, { reason: reason.trim(), ...(paid ? { refund } : {}) }),
    onSuccess: (result) => {
      toast.success(result.message);
      queryClient.setQueryData(['console', 'desk', 'booking', booking.id], result.booking);
      void refreshDesk(queryClient);
      onClose();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!reasonProblem) cancel.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <p className="text-sm text-slate-700">
        {booking.guestName}'s rooms go back on sale at once and the guest is told by SMS and e-mail.
      </p>
      <div className="mt-4">
        <label className="label" htmlFor={`${id}-reason`}>
          Reason for cancelling (required)
        </label>
        <textarea
          id={`${id}-reason`}
          className="input min-h-24"
          value={reason}
          maxLength={500}
          required
          aria-invalid={touched && reasonProblem ? true : undefined}
          aria-describedby={touched && reasonProblem ? `${id}-reason-error` : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        {touched && reasonProblem && (
          <p id={`${id}-reason-error`} className="field-error">
            {reasonProblem}
          </p>
        )}
      </div>
      {paid ? (
        <fieldset className="mt-4">
          <legend className="label">Refund</legend>
          <p className="mb-2 text-sm text-slate-600">
            Free cancellation {windowOpen ? 'is open until' : 'closed on'}{' '}
            {formatInstant(booking.freeCancellationUntil)}: by the guest rules{' '}
            {windowOpen ? 'a full refund is due' : 'no refund is due'}.
          </p>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-refund`} checked={refund} onChange={() => setRefund(true)} />
            Full refund of {formatInr(booking.refundable)}
          </label>
          <label className="mt-1 flex items-center gap-2 text-sm">
            <input type="radio" name={`${id}-refund`} checked={!refund} onChange={() => setRefund(false)} />
            No refund (keep {formatInr(booking.refundable)})
          </label>
        </fieldset>
      ) : (
        <p className="mt-4 text-sm text-slate-600">Nothing has been paid, so there is nothing to refund.</p>
      )}
      {cancel.isError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(cancel.error)}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          Keep booking
        </button>
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel booking'}
        </button>
      </div>
    </form>
  );
}
