import type { CancellationQuote } from '@staybook/contract/booking';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { formatInrMoved } from '@staybook/contract/money';
import { useLanguage, useT } from '../../../lib/i18n';
import { cancellationNote, quoteOutcome } from '../logic/cancellation-note';
import { useDeadlineText } from './booking-texts';

/** The cancel section's sentences in the page's language: the booked promise, and the quote's outcome. */
export function useCancellationTexts() {
  const t = useT('bookings');
  const lang = useLanguage();
  const deadline = useDeadlineText();
  return {
    note(summary: Parameters<typeof cancellationNote>[0]): string {
      const note = cancellationNote(summary);
      if (note.kind === 'nonRefundable') return t('bookings.cancel.nonRefundable');
      if (note.kind === 'windowPassed') return t('bookings.cancel.windowPassed');
      return t('bookings.cancel.freeUntil', { deadline: deadline(note.deadline) });
    },
    /**
     * What cancelling now gives back: English the API's sentence as sent; another language the same outcome in its
     * words, with what the policy leaves owed to the property. A quote that refuses (its reason) is shown as sent.
     */
    quote(quote: CancellationQuote): string {
      if (lang === DEFAULT_LANGUAGE || !quote.canCancel) return quote.message;
      const outcome = t('bookings.cancel.outcome', {
        outcome: quoteOutcome(quote),
        amount: formatInrMoved(quote.refundAmount),
      });
      const owed = quote.amountOwed ?? 0;
      return owed > 0 ? `${outcome} ${t('bookings.cancel.owed', { amount: formatInrMoved(owed) })}` : outcome;
    },
  };
}
