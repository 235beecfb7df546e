import type { BookingSummary } from '@staybook/contract/booking';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatInrMoved } from '../../../lib/format';
import { useCancelBooking } from '../api/cancel-booking';
import { useCancellationQuote } from '../api/get-cancellation-quote';
import { cancellationNote } from '../logic/cancellation-note';

/**
 * Self-service cancellation until check-in. The refund follows the policy the booking was sold under, and the
 * dialog asks the server for the amount before the guest confirms.
 */
export function CancelBooking({ summary }: { summary: BookingSummary }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelBooking();
  const quote = useCancellationQuote(summary.bookingId, open);
  if (!summary.canCancel) return null;

  const confirm = () =>
    cancel.mutate(summary.bookingId, {
      onSuccess: (result) => {
        setOpen(false);
        toast.success(
          result.refundAmount > 0
            ? `Booking cancelled. ${formatInrMoved(result.refundAmount)} will be refunded in 7 to 14 working days.`
            : 'Booking cancelled.',
        );
      },
      onError: (err) => {
        setOpen(false);
        toast.error(err instanceof ApiError ? err.message : 'Could not cancel the booking. Please try again.');
      },
    });

  const ready = quote.isSuccess && quote.data.canCancel;
  return (
    <>
      <section className="rounded-2xl border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700">{cancellationNote(summary)}</p>
        <button type="button" className="btn-outline mt-3 border-red-300 text-red-700" onClick={() => setOpen(true)}>
          Cancel booking
        </button>
      </section>
      <Modal open={open} onClose={() => !cancel.isPending && setOpen(false)} title="Cancel this booking?" size="sm">
        <div aria-live="polite" className="space-y-2 text-sm text-slate-700">
          {quote.isPending && <p>Working out your refund…</p>}
          {quote.isError && <p>We could not work out the refund just now. Please try again.</p>}
          {quote.isSuccess && (
            <>
              <p className="font-semibold text-slate-900">{quote.data.message}</p>
              {quote.data.keptAmount > 0 && quote.data.refundAmount > 0 && (
                <p>{formatInrMoved(quote.data.keptAmount)} is kept as the cancellation charge, with its GST.</p>
              )}
              <p>The rooms will be released to other guests.</p>
            </>
          )}
        </div>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
          <button
            type="button"
            className="btn bg-red-700 text-white hover:bg-red-800"
            onClick={confirm}
            disabled={cancel.isPending || !ready}
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
