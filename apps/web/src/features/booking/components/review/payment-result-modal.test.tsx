import {
  FAILURE_REASON_KEYS,
  type PaymentFailureFacts,
  paymentFailureFacts,
  paymentFailureText,
  paymentRetryText,
} from '@staybook/contract/payment-failure';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { englishFormats, loadPageLanguage, PageLanguageProvider } from '../../../../lib/i18n';
import { istClock } from '../../../../lib/ist-clock';
import { failureReasonWords, type PaymentFailure, PaymentFailureModal } from './payment-result-modal';

/**
 * A failed payment's dialog says that nothing was taken and until when the rooms wait in the page's language (issue
 * 43), the time in IST; English keeps the contract's paymentRetryText.
 */
const now = Math.floor(Date.now() / 1000);
const holdEnds = now + 20 * 60;

async function renderIn(
  lang: 'en' | 'hi' | 'de',
  holdExpiresAt: number | null,
  failure: Omit<NonNullable<PaymentFailure>, 'holdExpiresAt'> = { reason: null },
) {
  const language = await loadPageLanguage(lang, ['booking']);
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <Suspense fallback={null}>
          <MemoryRouter>
            <PaymentFailureModal failure={{ ...failure, holdExpiresAt }} onTryAgain={vi.fn()} onClose={vi.fn()} />
          </MemoryRouter>
        </Suspense>
      </PageLanguageProvider>,
    );
  });
  return language;
}

describe('a failed payment’s retry sentence in the page language', () => {
  it("English's messages are the contract's words", async () => {
    const { i18n } = await loadPageLanguage('en', ['booking']);
    expect(i18n._('review.failed.retryHeld', { time: englishFormats.clock(istClock(holdEnds)) })).toBe(
      paymentRetryText({ holdExpiresAt: holdEnds, nowSeconds: now, captured: false }),
    );
    expect(i18n._('review.failed.retryEnded')).toBe(
      paymentRetryText({ holdExpiresAt: null, nowSeconds: now, captured: false }),
    );
  });

  it('English: the contract’s sentence as before', async () => {
    await renderIn('en', holdEnds);
    expect(
      screen.getByText(paymentRetryText({ holdExpiresAt: holdEnds, nowSeconds: now, captured: false }) ?? ''),
    ).toBeInTheDocument();
  });

  it('Hindi: the rooms held until a time in IST', async () => {
    const { formats } = await renderIn('hi', holdEnds);
    const time = formats.clock(istClock(holdEnds));
    expect(
      screen.getByText(`कोई पैसा नहीं कटा। आपके कमरे ${time} IST तक रुके हुए हैं — आप फिर से कोशिश कर सकते हैं।`),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/No money/);
  });

  it('German: the hold has ended', async () => {
    await renderIn('de', now - 60);
    expect(
      screen.getByText(
        'Es wurde kein Geld abgebucht. Die Reservierung Ihrer Zimmer ist abgelaufen; bitte suchen Sie erneut.',
      ),
    ).toBeInTheDocument();
  });
});

describe("a payment's failure reason in the page language", () => {
  const sides = ['bank', 'customer', 'provider', 'unknown'] as const;
  const every: PaymentFailureFacts[] = sides.flatMap((side) => [
    { side, reason: null, described: null },
    ...FAILURE_REASON_KEYS.map((reason) => ({ side, reason, described: null })),
  ]);

  it.each(every.map((f) => [paymentFailureText(f), f] as const))(
    "English's message is the contract's: %s",
    async (_, f) => {
      const { i18n } = await loadPageLanguage('en', ['booking']);
      expect(failureReasonWords(f, (id, values) => i18n._(id, values))).toBe(paymentFailureText(f));
    },
  );

  it("words Razorpay's reason codes from the facts, and an unknown code by who failed it", async () => {
    const hi = (await loadPageLanguage('hi', ['booking'])).i18n;
    const de = (await loadPageLanguage('de', ['booking'])).i18n;
    const words = (i18n: typeof hi, failure: Parameters<typeof paymentFailureFacts>[0]) =>
      failureReasonWords(paymentFailureFacts(failure) as PaymentFailureFacts, (id, values) => i18n._(id, values));
    expect(words(hi, { source: 'bank', reason: 'insufficient_funds', description: 'Insufficient balance' })).toBe(
      'आपके बैंक ने भुगतान अस्वीकार कर दिया: खाते में पर्याप्त राशि नहीं है',
    );
    expect(words(de, { source: 'customer', reason: 'payment_cancelled' })).toBe(
      'Die Zahlung wurde nicht abgeschlossen: die Zahlung wurde abgebrochen',
    );
    expect(words(de, { reason: 'card_declined' })).toBe('Ihre Bank hat die Zahlung abgelehnt.');
    // A code not known: its description is the provider's English, so another language says only who failed it.
    expect(
      words(de, { source: 'gateway', reason: 'server_error', description: 'The bank server did not respond.' }),
    ).toBe('Der Zahlungsanbieter konnte die Zahlung nicht abschließen.');
  });

  it('shows the reason in the dialog: English as the contract wrote it, German from the facts', async () => {
    const facts = paymentFailureFacts({ source: 'bank', reason: 'insufficient_funds' }) as PaymentFailureFacts;
    await renderIn('en', holdEnds, { reason: paymentFailureText(facts), facts });
    expect(await screen.findByText('Your bank declined the payment: insufficient funds')).toBeInTheDocument();
  });

  it('German: the reason from the facts, never the English', async () => {
    const facts = paymentFailureFacts({ source: 'bank', reason: 'insufficient_funds' }) as PaymentFailureFacts;
    await renderIn('de', holdEnds, { reason: paymentFailureText(facts), facts });
    expect(await screen.findByText('Ihre Bank hat die Zahlung abgelehnt: unzureichende Deckung')).toBeInTheDocument();
    expect(screen.queryByText(/insufficient funds/)).toBeNull();
  });
});
