import { hotelContactTitles } from '@staybook/contract/booking';
import { describe, expect, it } from 'vitest';
import { loadPageLanguage } from '../../../lib/i18n';
import { contactRows } from './contact-rows';

/** The contact section's rows worded in the page's language from the summary's facts (issue 43). */
const summary = {
  hotelContact: { number: '+91 98220 12345', email: 'stay@example.com' },
  property: { id: 'p', name: 'Coqueiro Grand', address: 'Calangute, Goa', featuredImage: { images: [] } },
};

async function translate(lang: 'en' | 'hi' | 'de') {
  const { i18n } = await loadPageLanguage(lang, ['bookings']);
  return (id: 'bookings.rows.phone' | 'bookings.rows.email' | 'bookings.rows.address') => i18n._(id);
}

describe('the contact section in the page’s language', () => {
  it("English's titles are the API's rows' titles", async () => {
    expect(contactRows(summary, await translate('en'))).toEqual([
      { title: hotelContactTitles.phone, value: '+91 98220 12345' },
      { title: hotelContactTitles.email, value: 'stay@example.com' },
      { title: hotelContactTitles.address, value: 'Calangute, Goa' },
    ]);
  });

  it('is worded in Hindi and German, a missing e-mail and address left out as the API leaves them', async () => {
    expect(contactRows(summary, await translate('hi')).map((r) => r.title)).toEqual(['फ़ोन', 'ईमेल', 'पता']);
    const bare = {
      ...summary,
      hotelContact: { number: '+91 98220 12345' },
      property: { ...summary.property, address: '' },
    };
    expect(contactRows(bare, await translate('de'))).toEqual([{ title: 'Telefon', value: '+91 98220 12345' }]);
  });
});
