import { describe, expect, it } from 'vitest';
import { guestPageUrl } from './guest-page-url.js';
import { paymentLinkUrl } from './payment-link-token.js';

const SITE = 'https://staybook.example';

describe('guestPageUrl: a guest page linked from a message, in the booking’s language', () => {
  it('keeps English’s address byte for byte (English, none, or a language the site does not speak)', () => {
    for (const language of ['en', null, undefined, 'it'])
      expect(guestPageUrl(SITE, language, '/pay/abc.DEF')).toBe(`${SITE}/pay/abc.DEF`);
    expect(paymentLinkUrl(SITE, 'abc.DEF')).toBe(`${SITE}/pay/abc.DEF`);
  });

  it('puts another language’s prefix before the page', () => {
    expect(guestPageUrl(SITE, 'hi', '/pay/abc.DEF')).toBe(`${SITE}/hi/pay/abc.DEF`);
    expect(guestPageUrl(SITE, 'de', '/rate-your-stay/b1?x=1')).toBe(`${SITE}/de/rate-your-stay/b1?x=1`);
    expect(guestPageUrl(SITE, 'fr', '/')).toBe(`${SITE}/fr`);
    expect(paymentLinkUrl(SITE, 'abc.DEF', 'es')).toBe(`${SITE}/es/pay/abc.DEF`);
  });

  it('moves a link already written on the site into the language, once', () => {
    expect(guestPageUrl(SITE, 'hi', `${SITE}/pay/abc.DEF`)).toBe(`${SITE}/hi/pay/abc.DEF`);
    expect(guestPageUrl(SITE, 'hi', `${SITE}/hi/pay/abc.DEF`)).toBe(`${SITE}/hi/pay/abc.DEF`);
    expect(guestPageUrl(SITE, 'de', `${SITE}/hi/pay/abc.DEF`)).toBe(`${SITE}/de/pay/abc.DEF`);
    expect(guestPageUrl(SITE, 'en', `${SITE}/hi/pay/abc.DEF`)).toBe(`${SITE}/pay/abc.DEF`);
  });

  it('leaves an address elsewhere as it is', () => {
    expect(guestPageUrl(SITE, 'hi', 'https://other.example/pay/x')).toBe('https://other.example/pay/x');
    expect(guestPageUrl(SITE, 'hi', `${SITE}.evil.example/pay/x`)).toBe(`${SITE}.evil.example/pay/x`);
  });
});
