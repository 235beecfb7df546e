import type { BookingSummary } from '@staybook/contract/booking';
import { formatDeadline } from '@staybook/contract/format';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import type { AreaId } from '@staybook/contract/messages/areas';
import { formatInrMoved } from '@staybook/contract/money';
import { refundExpectedBy } from '@staybook/contract/refund-status';
import { statusTextKeys } from '@staybook/contract/status-text';
import type { IsoDate } from '@staybook/contract/stay-dates';
import { type LanguageFormats, type Translate, useFormats, useLanguage, useT } from '../../../lib/i18n';
import { istClock } from '../../../lib/ist-clock';

/**
 * The booking pages' sentences built from a booking's facts in the page's language (issue 43). English shows the
 * API's own sentences as sent (the spec's words, byte for byte); another language writes them from the same facts,
 * one message each (a text the contract does not write is shown as sent).
 */

/** A booking's status text ('Cancelled — refund initiated') in the page's language. */
export function useStatusText(): (text: string) => string {
  const t = useT('bookings');
  const lang = useLanguage();
  return (text) => {
    const keys = lang === DEFAULT_LANGUAGE ? null : statusTextKeys(text);
    return keys ? t('bookings.statusText', keys) : text;
  };
}

/** An instant as a deadline ('23 Dec 2026, 2:00 PM IST'), its day and time in IST. */
export function useDeadlineText(): (unix: number) => string {
  const t = useT('bookings');
  const lang = useLanguage();
  const { day, clock } = useFormats();
  return (unix) =>
    lang === DEFAULT_LANGUAGE
      ? formatDeadline(unix)
      : t('bookings.deadline', { day: day(unix), time: clock(istClock(unix)) });
}

type Refund = NonNullable<BookingSummary['refund']>;

/**
 * Where the refund is, as one sentence from its facts (the contract's refundStatusText writes the English, and the
 * same messages write it in English too: refund-text.test.ts).
 */
export function refundText(t: Translate<AreaId<'bookings'>>, day: LanguageFormats['day'], f: Refund): string {
  const paid = formatInrMoved(f.paid);
  const amount = formatInrMoved(f.amount);
  if (f.state === 'failed') return t('bookings.refund.failed', { paid, amount });
  if (f.state === 'credited' && f.creditedAt) {
    const kind = f.bankReference ? 'bank' : f.reference ? 'provider' : 'none';
    const reference = f.bankReference ?? f.reference ?? '';
    return t('bookings.refund.credited', { paid, amount, day: day(f.creditedAt), kind, reference });
  }
  if (f.state === 'pending' || f.sentAt === null) return t('bookings.refund.pending', { paid, amount });
  return t('bookings.refund.sent', {
    paid,
    amount,
    day: day(f.sentAt),
    kind: f.reference ? 'provider' : 'none',
    reference: f.reference ?? '',
    expected: day(refundExpectedBy(f.sentAt) as IsoDate),
  });
}

/** The refund's sentence in the page's language (English: the API's own). */
export function useRefundText(refund: Refund): string {
  const t = useT('bookings');
  const lang = useLanguage();
  const { day } = useFormats();
  return lang === DEFAULT_LANGUAGE ? refund.text : refundText(t, day, refund);
}

/**
 * The money line of a deposit or pay-at-property stay ('Paid ₹3,150 · Due at property ₹7,350') from its figures: all
 * paid (online and at the desk) and the balance, as the API's paidAndDueText writes it (English: the API's own).
 */
export function paidAndDueWords(
  t: Translate<AreaId<'bookings'>>,
  summary: Pick<BookingSummary, 'amountPaid' | 'amountPaidAtProperty' | 'balanceDue'>,
): string {
  const due = summary.balanceDue ?? 0;
  return t('bookings.words.paidAndDue', {
    paid: formatInrMoved(summary.amountPaid + (summary.amountPaidAtProperty ?? 0)),
    due: formatInrMoved(due),
    hasDue: due > 0 ? 'yes' : 'no',
  });
}

/** The booking's money line in the page's language; null when the answer has none. */
export function usePaymentSummaryText(summary: BookingSummary): string | null {
  const t = useT('bookings');
  const lang = useLanguage();
  if (!summary.paymentSummary) return null;
  return lang === DEFAULT_LANGUAGE || summary.balanceDue === undefined
    ? summary.paymentSummary
    : paidAndDueWords(t, summary);
}

/** How the guest paid online ('Paid online by UPI.') in the page's language; English's is the API's sentence. */
export function usePaidOnlineText(summary: Pick<BookingSummary, 'paidOnline' | 'paidOnlineMethod'>): string | null {
  const t = useT('bookings');
  const lang = useLanguage();
  if (!summary.paidOnline) return null;
  return lang === DEFAULT_LANGUAGE || !summary.paidOnlineMethod
    ? summary.paidOnline
    : t('bookings.words.paidOnline', { method: summary.paidOnlineMethod });
}
