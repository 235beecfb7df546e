import { tooManyRequestsText } from '@staybook/contract/common';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { loadPageLanguage } from './i18n';
import { retryAfterOf } from './retry-after';

/**
 * A rate limit met on the contact form or the offers form, in the page's language from the wait the API sends beside
 * its English (issue 43); English's messages are the API's sentence.
 */
describe("a rate limit's wait in the page's language", () => {
  it.each([1, 42, 600])("English's messages are the API's sentence for %i s", async (seconds) => {
    const { i18n } = await loadPageLanguage('en', ['info', 'dialogs']);
    expect(i18n._('contact.tooMany', { seconds })).toBe(tooManyRequestsText(seconds));
    expect(i18n._('lead.tooMany', { seconds })).toBe(tooManyRequestsText(seconds));
  });

  it('says the wait in German and Hindi', async () => {
    const de = (await loadPageLanguage('de', ['info'])).i18n;
    expect(de._('contact.tooMany', { seconds: 42 })).toBe(
      'Zu viele Anfragen. Bitte versuchen Sie es in 42 Sekunden erneut.',
    );
    const hi = (await loadPageLanguage('hi', ['dialogs'])).i18n;
    expect(hi._('lead.tooMany', { seconds: 42 })).toBe('बहुत अधिक अनुरोध। कृपया 42 सेकंड बाद फिर से कोशिश करें।');
  });

  it('reads the wait from a rate limit only', () => {
    expect(retryAfterOf(new ApiError(429, 'RATE_LIMITED', tooManyRequestsText(42), { retryAfterSeconds: 42 }))).toBe(
      42,
    );
    expect(retryAfterOf(new ApiError(429, 'RATE_LIMITED', 'Too many requests.'))).toBeNull();
    expect(retryAfterOf(new ApiError(503, 'SERVICE_UNAVAILABLE', 'x', { retryAfterSeconds: 5 }))).toBeNull();
    expect(retryAfterOf(new Error('x'))).toBeNull();
  });
});
