import type { CancellationQuote } from '@staybook/contract/booking';
import type { CancelRefusal } from '@staybook/contract/cancellation-rules';
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
  /** Why the guest may not cancel online ('This booking can no longer be cancelled.'), from its facts. */
  const refusal = (r: CancelRefusal): string =>
    t('bookings.cancel.refused', { kind: r.kind, deadline: r.kind === 'checkInPassed' ? deadline(r.checkInAt) : '' });
  return {
    note(summary: Parameters<typeof cancellationNote>[0]): string {
      const note = cancellationNote(summary);
      if (note.kind === 'nonRefundable') return t('bookings.cancel.nonRefundable');
      if (note.kind === 'windowPassed') return t('bookings.cancel.windowPassed');
      return t('bookings.cancel.freeUntil', { deadline: deadline(note.deadline) });
    },
    /**
     * What cancelling now gives back: English the API's sentence as sent; another language the same outcome in its
     * words, with what the policy leaves owed to the property. A quote that refuses is worded from its refusal's
     * facts (shown as sent when it has none).
     */
    quote(quote: CancellationQuote): string {
      if (lang !== DEFAULT_LANGUAGE && !quote.canCancel && quote.refusal) return refusal(quote.refusal);
      if (lang === DEFAULT_LANGUAGE || !quote.canCancel) return quote.message;
      const outcome = t('bookings.cancel.outcome', {
        outcome: quoteOutcome(quote),
        amount: formatInrMoved(quote.refundAmount),
      });
      const owed = quote.amountOwed ?? 0;
      return owed > 0 ? `${outcome} ${t('bookings.cancel.owed', { amount: formatInrMoved(owed) })}` : outcome;
    },
    refusal,
  };
}

/** The refusal's facts a cancel's 409 sends in its details beside the English message, when they are there. */
export function cancelRefusalOf(err: { details?: unknown }): CancelRefusal | null {
  const refusal = (err.details as { refusal?: { kind?: unknown; checkInAt?: unknown } | null } | undefined)?.refusal;
  if (refusal?.kind === 'closed') return { kind: 'closed' };
  if (refusal?.kind === 'checkInPassed' && typeof refusal.checkInAt === 'number')
    return { kind: 'checkInPassed', checkInAt: refusal.checkInAt };
  return null;
}
