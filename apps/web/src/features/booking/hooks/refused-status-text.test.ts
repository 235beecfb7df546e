import { describeBooking } from '@staybook/contract/booking-lifecycle';
import { statusTextKeys } from '@staybook/contract/status-text';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage } from '../../../lib/i18n';

/**
 * A payment verified whose booking could not stand (the hold ended first): the review page's toast says the booking's
 * status text (`describeBooking`'s) in the page's language, as My bookings does (issue 43).
 */
describe("a refused payment's status text on the review page", () => {
  const expired = describeBooking(
    { status: 'expired', checkIn: '2030-03-02', checkOut: '2030-03-04', paymentStatus: 'refund_pending' },
    new Date('2030-02-01T00:00:00Z'),
  ).statusText;

  it('English is the API text as it was; Hindi and German say the same facts with My bookings’ words', async () => {
    const keys = statusTextKeys(expired);
    expect(keys).toEqual({ state: 'expired', refund: 'initiated' });
    for (const lang of ['en', 'hi', 'de'] as const) {
      const { i18n } = await loadPageLanguage(lang, ['booking', 'bookings']);
      expect(i18n._('review.statusText', keys ?? {})).toBe(i18n._('bookings.statusText', keys ?? {}));
      if (lang === 'en') expect(i18n._('review.statusText', keys ?? {})).toBe(expired);
    }
    const { i18n } = await loadPageLanguage('hi', ['booking']);
    expect(i18n._('review.statusText', keys ?? {})).toBe('होल्ड की अवधि ख़त्म — रिफ़ंड शुरू हुआ');
  });
});
