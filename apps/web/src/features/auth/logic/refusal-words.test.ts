import { authMessages, OTP_LIMIT_REASONS, otpLimitText } from '@staybook/contract/auth';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadPageLanguage } from '../../../lib/i18n';
import { failureInLanguage, type ServerRefusal, serverRefusalOf, serverRefusalText } from './messages';

/**
 * The sign-in refusals the server explains (a send limit and its wait, an expired code, spent attempts), worded in the
 * page's language from the facts the API sends beside its English (issue 43). English's messages are the API's
 * sentences, so an English page reads as before.
 */
async function wordsIn(lang: 'en' | 'hi' | 'de' | 'fr') {
  const { i18n } = await loadPageLanguage(lang, ['auth']);
  return (refusal: ServerRefusal) => serverRefusalText(refusal, (id, values) => i18n._(id, values));
}

const limitError = (reason: (typeof OTP_LIMIT_REASONS)[number], seconds: number) =>
  new ApiError(429, 'RATE_LIMITED', otpLimitText(reason, seconds), { reason, retryAfterSeconds: seconds });

describe("the server's sign-in refusals in the page's language", () => {
  it.each(OTP_LIMIT_REASONS.flatMap((reason) => [1, 12, 60, 61, 540, 3600, 50_400].map((s) => [reason, s] as const)))(
    "English's %s limit after %i s is the API's sentence",
    async (reason, seconds) => {
      const words = await wordsIn('en');
      const refusal = serverRefusalOf(limitError(reason, seconds));
      expect(refusal).toEqual({ kind: 'limit', reason, retryAfterSeconds: seconds });
      expect(words(refusal as ServerRefusal)).toBe(otpLimitText(reason, seconds));
    },
  );

  it.each([
    ['expired', authMessages.expiredOtp],
    ['no_active_code', authMessages.noActiveOtp],
    ['attempts_exhausted', authMessages.attemptsExhausted],
  ] as const)("English's %s refusal is the API's sentence", async (reason, english) => {
    const refusal = serverRefusalOf(new ApiError(400, 'BAD_REQUEST', english, { reason }));
    expect(refusal).toEqual({ kind: 'code', reason });
    expect((await wordsIn('en'))(refusal as ServerRefusal)).toBe(english);
  });

  it('words a limit and an expired code in Hindi, German and French from the facts', async () => {
    const hi = await wordsIn('hi');
    expect(hi({ kind: 'limit', reason: 'resend_wait', retryAfterSeconds: 12 })).toBe(
      'नया OTP माँगने से पहले कृपया 12 सेकंड रुकें।',
    );
    expect(hi({ kind: 'code', reason: 'expired' })).toBe('यह OTP समाप्त हो गया है। कृपया नया OTP माँगें।');
    const de = await wordsIn('de');
    expect(de({ kind: 'limit', reason: 'number_daily', retryAfterSeconds: 50_400 })).toBe(
      'Sie haben das heutige Limit für OTP-Anfragen erreicht. Bitte versuchen Sie es in 14 Stunden erneut.',
    );
    expect(de({ kind: 'limit', reason: 'network', retryAfterSeconds: 3600 })).toBe(
      'Zu viele OTP-Anfragen aus Ihrem Netzwerk. Bitte versuchen Sie es in 1 Stunde erneut.',
    );
    expect((await wordsIn('fr'))({ kind: 'limit', reason: 'number_burst', retryAfterSeconds: 540 })).toBe(
      'Trop de demandes de code OTP. Veuillez réessayer dans 9 minutes.',
    );
  });

  it('reads no facts from an error that carries none or unknown ones', () => {
    expect(serverRefusalOf(new ApiError(429, 'RATE_LIMITED', 'Too many requests.'))).toBeNull();
    expect(serverRefusalOf(new ApiError(429, 'RATE_LIMITED', 'x', { reason: 'resend_wait' }))).toBeNull();
    expect(serverRefusalOf(new ApiError(400, 'BAD_REQUEST', 'x', { reason: 'invalid' }))).toBeNull();
    expect(serverRefusalOf(new Error('boom'))).toBeNull();
  });

  it("shows a server sentence without facts as the page's own failure text, never English", async () => {
    const { i18n } = await loadPageLanguage('de', ['auth']);
    const t = (id: Parameters<typeof i18n._>[0], values?: Record<string, string | number>) => i18n._(id, values);
    const bare = new ApiError(429, 'RATE_LIMITED', 'Too many requests. Please try again in 40 seconds.');
    expect(failureInLanguage(bare.message, bare, t, 'auth.sendFailed', false)).toBe(
      'OTP konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    );
    expect(failureInLanguage(bare.message, bare, t, 'auth.sendFailed', true)).toBe(bare.message);
  });
});
