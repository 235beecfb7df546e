import { compiledCatalogues } from '@staybook/contract/messages/compiled/all';
import { describe, expect, it } from 'vitest';
import { messageLanguage } from '../../lib/message-language.js';
import { cancelledText, changePaymentLinkText } from './guest-message-texts.js';

/** A guest's message in their language, each word falling back to English's where the language has none. */
describe('messageLanguage', () => {
  const cancelled = {
    code: 'SB7K2M9Q',
    guestName: 'Asha',
    propertyName: 'Casa Idioma',
    checkIn: '2030-03-02',
    refund: 8400,
  };

  it('writes in the booking language, its days in the language and in IST', () => {
    const hi = messageLanguage('hi');
    expect(hi.lang).toBe('hi');
    expect(cancelledText(hi, cancelled)).toMatchObject({
      subject: 'बुकिंग रद्द — SB7K2M9Q',
      sms: 'Staybook: Casa Idioma में बुकिंग SB7K2M9Q (02 मार्च 2030) रद्द हो गई है। ₹8,400 का रिफ़ंड भेजा जा रहा है (7-14 कामकाजी दिन)।',
    });
    // 00:30 on 2 March in IST is still 1 March in UTC: the day is Goa's.
    expect(messageLanguage('de').day(Date.parse('2030-03-01T19:00:00Z') / 1000)).toBe('02. März 2030');
    expect(messageLanguage('de').clock('14:00')).toBe('14:00');
  });

  it('writes English for a booking with no language, or one the site does not speak', () => {
    for (const none of [null, undefined, 'xx']) {
      const m = messageLanguage(none);
      expect(m.lang).toBe('en');
      expect(cancelledText(m, cancelled).sms).toBe(
        'Staybook: booking SB7K2M9Q at Casa Idioma (02 Mar 2030) is cancelled. A refund of ₹8,400 is on its way (7-14 working days).',
      );
    }
  });

  it("falls back to English's words for a message the language has no translation of, keeping the rest", () => {
    const { 'notify.cancelled.subject': _missing, ...rest } = compiledCatalogues.hi;
    const catalogues = { ...compiledCatalogues, hi: rest };
    const text = cancelledText(messageLanguage('hi', catalogues), cancelled);
    expect(text.subject).toBe('Booking cancelled — SB7K2M9Q');
    expect(text.sms).toContain('रद्द हो गई है');
    expect(text.mail.startsWith('प्रिय Asha,')).toBe(true);
  });

  it("asks for a desk change's difference in the booking's language, English word for word as before", () => {
    const facts = {
      code: 'SB7K2M9Q',
      guestName: 'Asha',
      propertyName: 'Casa Idioma',
      checkIn: '2030-03-02',
      checkOut: '2030-03-05',
      amount: 2100,
      url: 'https://staybook.example/pay/abc',
    };
    expect(changePaymentLinkText(messageLanguage('en'), facts)).toEqual({
      sms: 'Staybook: your booking SB7K2M9Q at Casa Idioma was changed to 02 Mar 2030 to 05 Mar 2030. Please pay the difference of ₹2,100 at https://staybook.example/pay/abc',
      vars: { code: 'SB7K2M9Q', amount: '₹2,100', until: '02 Mar 2030', url: 'https://staybook.example/pay/abc' },
      subject: 'Pay for the change to your booking — SB7K2M9Q',
      mail: 'Dear Asha,\n\nYour booking SB7K2M9Q at Casa Idioma was changed to 02 Mar 2030 to 05 Mar 2030.\nThe new stay costs ₹2,100 more. Please pay it at this secure link: https://staybook.example/pay/abc\n\nStaybook',
    });
    const hi = changePaymentLinkText(messageLanguage('hi'), facts);
    expect(hi.subject).toBe('अपनी बुकिंग में बदलाव का भुगतान करें — SB7K2M9Q');
    expect(hi.mail).toContain('कृपया इसे इस सुरक्षित लिंक पर चुकाएँ: https://staybook.example/pay/abc');
  });
});
