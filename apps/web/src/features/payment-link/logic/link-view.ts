import type { PaymentLinkPage } from '@staybook/contract/desk-bookings';
import type { AreaId } from '@staybook/contract/messages/areas';
import { formatInrMoved } from '@staybook/contract/money';
import type { LanguageFormats, Translate } from '../../../lib/i18n';
import { istClock } from '../../../lib/ist-clock';

/** The page's words: the booking area's (the payment link's own, beside the checkout's failure dialog). */
export type LinkTranslate = Translate<AreaId<'booking'>>;

/**
 * What the guest's payment link page says, from the link's state and the clock, in the page's language: whole
 * sentences, money in whole rupees, times in IST (English's are the spec's words, link-view.test.ts). A link the
 * server still calls payable is treated as expired once its time has passed on the guest's clock (the server refuses
 * the checkout then anyway).
 */
export type LinkView =
  | { kind: 'payable'; title: string; dueText: string; balanceText: string | null; payLabel: string }
  | { kind: 'paid' | 'cancelled'; title: string; message: string }
  /** `tellsMoney`: the message already says what became of a payment, so a checkout's own word on it is not repeated. */
  | { kind: 'expired'; title: string; message: string; tellsMoney: boolean };

export function linkViewOf(
  page: PaymentLinkPage,
  nowSeconds: number,
  t: LinkTranslate,
  formats: Pick<LanguageFormats, 'day' | 'clock'>,
): LinkView {
  const lapsed = page.expiresAt !== null && page.expiresAt <= nowSeconds;
  const code = page.code;
  /** A deadline's day and time in IST, the message writing "IST" after them. */
  const deadline = (unix: number) => ({ day: formats.day(unix), time: formats.clock(istClock(unix)) });
  const payLabel = t('payLink.pay', { amount: formatInrMoved(page.amountDue) });
  if (page.state === 'payable' && page.isChange)
    return {
      kind: 'payable',
      title: t('payLink.change.title'),
      dueText: t('payLink.change.due', { code, amount: formatInrMoved(page.amountDue) }),
      balanceText: null,
      payLabel,
    };
  if (page.state === 'payable' && !lapsed) {
    const balance = page.totalAmount - page.amountDue;
    const amount = formatInrMoved(page.amountDue);
    return {
      kind: 'payable',
      title: t('payLink.title'),
      dueText:
        page.expiresAt === null
          ? t('payLink.dueNow', { amount })
          : t('payLink.dueBy', { amount, ...deadline(page.expiresAt) }),
      balanceText: balance > 0 ? t('payLink.balance', { amount: formatInrMoved(balance) }) : null,
      payLabel,
    };
  }
  if (page.state === 'paid')
    return { kind: 'paid', title: t('payLink.paid.title'), message: t('payLink.paid.message', { code }) };
  if (page.state === 'cancelled')
    return {
      kind: 'cancelled',
      title: t('payLink.cancelled.title'),
      message: t('payLink.cancelled.message', { code }),
    };
  const expired =
    page.expiresAt === null
      ? t('payLink.expired.noTime', { code })
      : t('payLink.expired.on', { code, ...deadline(page.expiresAt) });
  return {
    kind: 'expired',
    title: t('payLink.expired.title'),
    message: `${expired} ${lateMoneyText(page.refundedAmount, t)} ${t('payLink.callAgain')}`,
    tellsMoney: page.refundedAmount !== undefined,
  };
}

/**
 * What became of the guest's money on a lapsed link, from the books: nothing captured, or a payment that arrived after
 * the hold lapsed and goes back in full (a refund the provider could not send yet is the books' 0 refunded: delayed).
 */
function lateMoneyText(refundedAmount: number | undefined, t: LinkTranslate): string {
  if (refundedAmount === undefined) return t('payLink.money.none');
  if (refundedAmount > 0) return t('payLink.money.refunded', { amount: formatInrMoved(refundedAmount) });
  return t('payLink.money.delayed');
}
