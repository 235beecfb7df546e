import { formatDay } from '@staybook/contract/format';
import { compiledCatalogues } from '@staybook/contract/messages/compiled/all';
import type { IsoDate } from '@staybook/contract/stay-dates';
import { describe, expect, it } from 'vitest';
import { messageLanguage } from '../../lib/message-language.js';
import { cancelledText, changePaymentLinkText, guestMessageIn, reviewInviteText } from './guest-message-texts.js';

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

describe('the review invitation', () => {
  const facts = {
    code: 'SB7K2M9Q',
    guestName: 'Asha Naik',
    propertyName: 'Casa Idioma',
    checkOut: '2030-03-05' as IsoDate,
    link: 'https://staybook.example/rate-your-stay/abc',
  };
  /** The words review-invites.ts wrote before the catalogues (issue 16), kept here as the English to hold. */
  const before = (f: typeof facts) => {
    const firstName = f.guestName.trim().split(/\s+/)[0] || 'there';
    return {
      sms: `Staybook: thank you for staying at ${f.propertyName}. How was it? Rate your stay: ${f.link}`,
      subject: `How was ${f.propertyName}?`,
      mail: [
        `Dear ${firstName},`,
        '',
        `Thank you for staying at ${f.propertyName} (booking ${f.code}, check-out ${formatDay(f.checkOut)}).`,
        'Would you tell other guests how it was? It takes a minute:',
        f.link,
        '',
        'Only guests who stayed can review, and every review is read by our team before it appears.',
        '',
        'Staybook',
      ].join('\n'),
      vars: { property: f.propertyName, link: f.link },
    };
  };

  it('writes English byte for byte as before, whatever the name', () => {
    for (const guestName of ['Asha Naik', '  Ravi   Kamat ', 'Meera', '   ', 'आशा राव'])
      expect(reviewInviteText(messageLanguage('en'), { ...facts, guestName })).toEqual(before({ ...facts, guestName }));
  });

  it('writes the invitation in Hindi and in German, the day in the language, the link as given', () => {
    const hi = reviewInviteText(messageLanguage('hi'), facts);
    expect(hi.subject).toBe('Casa Idioma में आपका ठहराव कैसा रहा?');
    expect(hi.sms).toBe(
      'Staybook: Casa Idioma में ठहरने के लिए धन्यवाद। आपका ठहराव कैसा रहा? अपने ठहराव को रेटिंग दें: https://staybook.example/rate-your-stay/abc',
    );
    expect(hi.mail).toBe(
      [
        'प्रिय Asha,',
        '',
        'Casa Idioma में ठहरने के लिए धन्यवाद (बुकिंग SB7K2M9Q, चेक-आउट 05 मार्च 2030)।',
        'क्या आप दूसरे मेहमानों को बताएँगे कि आपका ठहराव कैसा रहा? इसमें बस एक मिनट लगता है:',
        'https://staybook.example/rate-your-stay/abc',
        '',
        'समीक्षा सिर्फ़ वही मेहमान लिख सकते हैं जो वहाँ ठहरे हों, और हर समीक्षा दिखने से पहले हमारी टीम उसे पढ़ती है।',
        '',
        'Staybook',
      ].join('\n'),
    );
    const de = reviewInviteText(messageLanguage('de'), { ...facts, guestName: ' ' });
    expect(de.subject).toBe('Wie war Ihr Aufenthalt in der Unterkunft Casa Idioma?');
    expect(de.mail.split('\n').slice(0, 3)).toEqual([
      'Guten Tag,',
      '',
      'Vielen Dank für Ihren Aufenthalt in der Unterkunft Casa Idioma (Buchung SB7K2M9Q, Check-out 05. März 2030).',
    ]);
    expect(de.vars).toEqual({ property: 'Casa Idioma', link: facts.link });
  });

  it('sends the SMS in the language only where its DLT template is registered in it, else in English', () => {
    const write = (m: Parameters<typeof reviewInviteText>[0]) => reviewInviteText(m, facts);
    const registered = guestMessageIn({ speaks: () => true }, 'de', 'review_invite', write);
    expect(registered.smsLanguage).toBe('de');
    expect(registered.sms).toMatch(/^Staybook: Vielen Dank für Ihren Aufenthalt/);
    const englishOnly = guestMessageIn(
      { speaks: (template, language) => template === 'review_invite' && language === 'en' },
      'de',
      'review_invite',
      write,
    );
    expect(englishOnly.smsLanguage).toBe('en');
    expect(englishOnly.sms).toBe(before(facts).sms);
    expect(englishOnly.vars).toEqual(before(facts).vars);
    // The e-mail keeps the booking's language.
    expect(englishOnly.subject).toBe('Wie war Ihr Aufenthalt in der Unterkunft Casa Idioma?');
  });
});
