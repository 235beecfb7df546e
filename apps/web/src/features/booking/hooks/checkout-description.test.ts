import { describe, expect, it } from 'vitest';
import { loadPageLanguage } from '../../../lib/i18n';

/**
 * The description the provider's checkout shows the guest (issue 43): English's words are those it always sent; another
 * language's page sends its own.
 */
describe("the checkout's description in the page's language", () => {
  it("English's are the words the checkout always showed; Hindi writes its own", async () => {
    const en = (await loadPageLanguage('en', ['booking', 'bookings'])).i18n;
    expect(en._('review.checkout.at', { name: 'Casa Azul' })).toBe('Booking at Casa Azul');
    expect(en._('review.checkout.room')).toBe('Room booking');
    expect(en._('review.checkout.link', { code: 'SB1', name: 'Casa Azul' })).toBe('Booking SB1 at Casa Azul');
    expect(en._('bookings.checkout.at', { name: 'Casa Azul' })).toBe('Booking at Casa Azul');
    expect(en._('bookings.checkout.change', { code: 'SB1' })).toBe('Change of booking SB1');
    const hi = (await loadPageLanguage('hi', ['booking', 'bookings'])).i18n;
    expect(hi._('review.checkout.at', { name: 'Casa Azul' })).toBe('Casa Azul में बुकिंग');
    expect(hi._('bookings.checkout.change', { code: 'SB1' })).toBe('बुकिंग SB1 में बदलाव');
  });
});
