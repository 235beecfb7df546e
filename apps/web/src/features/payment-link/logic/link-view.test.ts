import type { PaymentLinkPage } from '@staybook/contract/desk-bookings';
import { istDateToUnix } from '@staybook/contract/stay-dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPageLanguage, type PageLanguage } from '../../../lib/i18n';
import { paymentLink } from '../pages/payment-link-fixtures';
import { linkViewOf } from './link-view';

// 14:30 IST on 20 Dec 2030.
const EXPIRES = istDateToUnix('2030-12-20') + 14 * 3600 + 30 * 60;
const page = (over: Partial<PaymentLinkPage> = {}) => paymentLink({ expiresAt: EXPIRES, ...over });

let en: PageLanguage;
let hi: PageLanguage;
beforeAll(async () => {
  [en, hi] = await Promise.all([loadPageLanguage('en', ['booking']), loadPageLanguage('hi', ['booking'])]);
});

/** The link's words in a language (English's: the spec's, held below). */
const viewIn = (language: PageLanguage, link: PaymentLinkPage, now: number) =>
  linkViewOf(link, now, (id, values) => language.i18n._(id, values), language.formats);
const view = (link: PaymentLinkPage, now: number) => viewIn(en, link, now);

describe('the payment link page’s words', () => {
  it('a payable link asks the whole amount by its time in IST', () => {
    const result = view(page(), EXPIRES - 60);
    expect(result).toEqual({
      kind: 'payable',
      title: 'Complete your booking',
      dueText:
        'Please pay ₹11,200 by 20 Dec 2030, 2:30 PM IST to confirm your booking. Your rooms are held until then.',
      balanceText: null,
      payLabel: 'Pay ₹11,200',
    });
  });

  it('a link for a change the desk made asks only the difference, with no deadline', () => {
    const result = view(page({ isChange: true, amountDue: 2240, expiresAt: null }), EXPIRES + 86_400);
    expect(result).toEqual({
      kind: 'payable',
      title: 'Pay for the change to your booking',
      dueText: 'Your booking SB7K2M9Q was changed and now costs ₹2,240 more. Please pay it now.',
      balanceText: null,
      payLabel: 'Pay ₹2,240',
    });
  });

  it('a deposit says what is left to pay at the property', () => {
    const result = view(page({ amountDue: 3360 }), EXPIRES - 60);
    expect(result.kind === 'payable' && result.payLabel).toBe('Pay ₹3,360');
    expect(result.kind === 'payable' && result.balanceText).toBe(
      'The remaining ₹7,840 is paid at the property when you arrive.',
    );
  });

  it('a link whose time has passed on the guest’s clock is expired even before the server says so', () => {
    const result = view(page(), EXPIRES);
    expect(result.kind).toBe('expired');
    expect(result.kind !== 'payable' && result.message).toBe(
      'The payment link for booking SB7K2M9Q expired on 20 Dec 2030, 2:30 PM IST and the rooms were released. No money was taken. Please call the hotel to book again.',
    );
  });

  it('a link the server calls expired, with nothing captured, says no money was taken', () => {
    const result = view(page({ state: 'expired' }), EXPIRES + 3600);
    expect(result).toMatchObject({ kind: 'expired', tellsMoney: false });
    expect(result.kind === 'expired' && result.message).toContain('No money was taken.');
  });

  it('a payment that arrived after the link expired is told as refunded in full, never as no money taken', () => {
    const result = view(page({ state: 'expired', refundedAmount: 11200 }), EXPIRES + 3600);
    expect(result).toEqual({
      kind: 'expired',
      title: 'This payment link has expired',
      message:
        'The payment link for booking SB7K2M9Q expired on 20 Dec 2030, 2:30 PM IST and the rooms were released. Your payment of ₹11,200 arrived after that, so it is being refunded in full to the original payment method. Please call the hotel to book again.',
      tellsMoney: true,
    });
  });

  it('a late payment whose refund could not be sent yet is told as delayed, never as no money taken', () => {
    const result = view(page({ state: 'expired', refundedAmount: 0 }), EXPIRES + 3600);
    expect(result.kind === 'expired' && result.message).toContain(
      'Your payment arrived after that. Its refund is delayed; the hotel’s staff are on it and it will be returned in full.',
    );
    expect(result.kind === 'expired' && result.message).not.toContain('No money was taken');
  });

  it('paid and cancelled links say so and offer nothing to pay', () => {
    const paid = view(page({ state: 'paid' }), EXPIRES + 3600);
    expect(paid).toMatchObject({ kind: 'paid', title: 'Your booking is confirmed' });
    expect(paid.kind !== 'payable' && paid.message).toContain('booking SB7K2M9Q has been received');
    const cancelled = view(page({ state: 'cancelled' }), EXPIRES - 60);
    expect(cancelled).toMatchObject({ kind: 'cancelled', title: 'This booking was cancelled' });
  });
});

describe('the payment link page’s words in Hindi', () => {
  it('asks the amount by its time in IST, in Hindi, rupees as in English', () => {
    const result = viewIn(hi, page({ amountDue: 3360 }), EXPIRES - 60);
    expect(result).toEqual({
      kind: 'payable',
      title: 'अपनी बुकिंग पूरी करें',
      dueText: 'अपनी बुकिंग की पुष्टि के लिए कृपया 20 दिस॰ 2030, 2:30 pm IST तक ₹3,360 का भुगतान करें। तब तक आपके कमरे रुके हुए हैं।',
      balanceText: 'बाकी ₹7,840 का भुगतान पहुँचने पर प्रॉपर्टी पर किया जाता है।',
      payLabel: '₹3,360 का भुगतान करें',
    });
  });

  it('an expired link with a late payment says it is refunded, in Hindi', () => {
    const result = viewIn(hi, page({ state: 'expired', refundedAmount: 11200 }), EXPIRES + 3600);
    expect(result).toMatchObject({ kind: 'expired', title: 'इस भुगतान लिंक की समय-सीमा खत्म हो गई है', tellsMoney: true });
    expect(result.kind === 'expired' && result.message).toContain('आपका ₹11,200 का भुगतान उसके बाद पहुँचा');
    expect(result.kind === 'expired' && result.message).not.toMatch(/[A-Za-z]{4,}/);
  });
});
