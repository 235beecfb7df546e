import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import type { AreaId } from '@staybook/contract/messages/areas';
import { type PaymentFailureFacts, paymentRetryText } from '@staybook/contract/payment-failure';
import { Link } from 'react-router';
import { Modal } from '../../../../components/ui/modal';
import { type Translate, useFormats, useLanguage, useT } from '../../../../lib/i18n';
import { istClock } from '../../../../lib/ist-clock';
import { paths } from '../../../../lib/paths';

/**
 * A failed attempt as the guest is told it: the provider's reason (null when it gave none; `facts` the same for a page
 * in another language) and the hold's end.
 */
export type PaymentFailure = {
  reason: string | null;
  facts?: PaymentFailureFacts | null;
  holdExpiresAt: number | null;
} | null;

/**
 * The provider's reason in another language, from its facts: a known reason in the language's words, else who failed
 * it (the provider's own description is English, shown on an English page only). English's messages are the
 * contract's `paymentFailureText` (payment-result-modal.test.tsx).
 */
export function failureReasonWords(facts: PaymentFailureFacts, t: Translate<AreaId<'booking'>>): string {
  return facts.reason && facts.reason !== 'declined'
    ? t('review.failed.because', { side: facts.side, reason: facts.reason })
    : t('review.failed.by', { side: facts.side });
}

interface PaymentFailureModalProps {
  failure: PaymentFailure;
  onTryAgain: () => void;
  onClose: () => void;
}

/**
 * Spec 2.10's 'Payment Failed' modal with the error catalogue's sentence (§8: 'Something went wrong with the payment.
 * Please try again or contact support.'), then told truthfully: why (in the provider's words), that nothing was
 * deducted and until when the rooms wait. Try Again reopens checkout for the same booking while the hold lasts.
 */
export function PaymentFailureModal({ failure, onTryAgain, onClose }: PaymentFailureModalProps) {
  const t = useT('booking');
  const english = useLanguage() === DEFAULT_LANGUAGE;
  const nowSeconds = Math.floor(Date.now() / 1000);
  // English shows the provider's reason as the contract wrote it; another language words its facts.
  const reason = english || !failure?.facts ? failure?.reason : failureReasonWords(failure.facts, t);
  const holdLasts = failure?.holdExpiresAt != null && failure.holdExpiresAt > nowSeconds;
  return (
    <Modal open={failure !== null} onClose={onClose} title={t('review.failed.title')} size="sm">
      <div className="text-center">
        <p
          className="mx-auto mb-3 grid size-14 place-items-center rounded-full bg-red-100 text-2xl text-red-700"
          aria-hidden="true"
        >
          !
        </p>
        <p className="font-medium text-slate-900">{t('review.failed.spec')}</p>
        <p className="mt-2 text-slate-800">{reason ?? t('review.failed.reason')}</p>
        <p className="mt-2 text-slate-700">
          <RetryText holdExpiresAt={failure?.holdExpiresAt ?? null} nowSeconds={nowSeconds} />
        </p>
        <div className="mt-5 flex flex-col gap-2">
          {holdLasts && (
            <button type="button" className="btn-primary" onClick={onTryAgain}>
              {t('review.failed.tryAgain')}
            </button>
          )}
          <button type="button" className="btn-outline" onClick={onClose}>
            {holdLasts ? t('review.failed.notNow') : t('review.failed.close')}
          </button>
          <Link to={paths.support} className="text-sm font-medium text-brand-700 underline">
            {t('review.failed.support')}
          </Link>
        </div>
      </div>
    </Modal>
  );
}

/**
 * That nothing was taken and until when the rooms wait: English's is the contract's paymentRetryText as before, another
 * language's from the same facts, its time in IST (review-language.test.tsx holds English's messages to the contract).
 */
function RetryText({ holdExpiresAt, nowSeconds }: { holdExpiresAt: number | null; nowSeconds: number }) {
  const t = useT('booking');
  const lang = useLanguage();
  const { clock } = useFormats();
  if (lang === DEFAULT_LANGUAGE) return paymentRetryText({ holdExpiresAt, nowSeconds, captured: false });
  return holdExpiresAt === null || holdExpiresAt <= nowSeconds
    ? t('review.failed.retryEnded')
    : t('review.failed.retryHeld', { time: clock(istClock(holdExpiresAt)) });
}
