import { paymentRetryText } from '@staybook/contract/payment-failure';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { englishFormats, loadPageLanguage, PageLanguageProvider } from '../../../../lib/i18n';
import { istClock } from '../../../../lib/ist-clock';
import { PaymentFailureModal } from './payment-result-modal';

/**
 * A failed payment's dialog says that nothing was taken and until when the rooms wait in the page's language (issue
 * 43), the time in IST; English keeps the contract's paymentRetryText.
 */
const now = Math.floor(Date.now() / 1000);
const holdEnds = now + 20 * 60;

async function renderIn(lang: 'en' | 'hi' | 'de', holdExpiresAt: number | null) {
  const language = await loadPageLanguage(lang, ['booking']);
  await act(async () => {
    render(
      <PageLanguageProvider language={language}>
        <Suspense fallback={null}>
          <MemoryRouter>
            <PaymentFailureModal failure={{ reason: null, holdExpiresAt }} onTryAgain={vi.fn()} onClose={vi.fn()} />
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
