import type { BookingSummary } from '@staybook/contract/booking';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { formatInrMoved } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { useCancelBooking } from '../api/cancel-booking';
import { useCancellationQuote } from '../api/get-cancellation-quote';
import { cancelRefusalOf, useCancellationTexts } from './cancellation-texts';

/**
 * Self-service cancellation until check-in. The refund follows the policy the booking was sold under, and the
 * dialog asks the server for the amount before the guest confirms.
 */
export function CancelBooking({ summary }: { summary: BookingSummary }) {
  const t = useT('bookings');
  const texts = useCancellationTexts();
  const lang = useLanguage();
  const refusalMessage = (err: ApiError) => {
    const refusal = lang === DEFAULT_LANGUAGE ? null : cancelRefusalOf(err);
    return refusal ? texts.refusal(refusal) : err.message;
  };
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
            ? t('bookings.cancel.doneRefund', { amount: formatInrMoved(result.refundAmount) })
            : t('bookings.cancel.done'),
        );
      },
      onError: (err) => {
        setOpen(false);
        // The server's refusal: English as sent, another language from its facts; anything else in the page's words.
        toast.error(err instanceof ApiError ? refusalMessage(err) : t('bookings.cancel.failed'));
      },
    });

  const ready = quote.isSuccess && quote.data.canCancel;
  return (
    <>
      <section className="rounded-2xl border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-700">{texts.note(summary)}</p>
        <button type="button" className="btn-outline mt-3 border-red-300 text-red-700" onClick={() => setOpen(true)}>
          {t('bookings.cancel.button')}
        </button>
      </section>
      <Modal
        open={open}
        onClose={() => !cancel.isPending && setOpen(false)}
        title={t('bookings.cancel.title')}
        size="sm"
      >
        <div aria-live="polite" className="space-y-2 text-sm text-slate-700">
          {quote.isPending && <p>{t('bookings.cancel.working')}</p>}
          {quote.isError && <p>{t('bookings.cancel.quoteFailed')}</p>}
          {quote.isSuccess && (
            <>
              <p className="font-semibold text-slate-900">{texts.quote(quote.data)}</p>
              {quote.data.keptAmount > 0 && quote.data.refundAmount > 0 && (
                <p>{t('bookings.cancel.kept', { amount: formatInrMoved(quote.data.keptAmount) })}</p>
              )}
              <p>{t('bookings.cancel.released')}</p>
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
            {cancel.isPending ? t('bookings.cancel.cancelling') : t('bookings.cancel.confirm')}
          </button>
          <button type="button" className="btn-outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {t('bookings.cancel.keep')}
          </button>
        </div>
      </Modal>
    </>
  );
}
