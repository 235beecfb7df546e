import { I18nProvider, Trans } from '@lingui/react';
import type { BookingSummary } from '@staybook/contract/booking';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { useLanguage, usePageI18n, useT } from '../../../lib/i18n';
import { links } from '../../../lib/paths';
import { failureReasonWords } from '../../booking';
import { CompletePayment } from './complete-payment';

/** On an unpaid booking's page: why the last attempt failed (when the provider said) and the next step. */
export function UnpaidBookingPanel({ summary }: { summary: BookingSummary }) {
  const t = useT('bookings');
  const tBooking = useT('booking');
  const english = useLanguage() === DEFAULT_LANGUAGE;
  const i18n = usePageI18n();
  if (!summary.unpaidHold) return null;
  // The provider's reason: English as the API wrote it; another language from its facts (the failure dialog's words).
  const facts = summary.lastPaymentFailureFacts;
  const reason = english || !facts ? summary.lastPaymentFailure : failureReasonWords(facts, tBooking);
  return (
    <section
      aria-label={t('bookings.unpaid.label')}
      className="space-y-3 rounded-2xl border border-amber-200 bg-sand-50 p-4"
    >
      {reason && (
        <p className="text-sm text-slate-900">
          <I18nProvider i18n={i18n}>
            <Trans
              id="bookings.unpaid.lastAttempt"
              values={{ reason: reason.replace(/[.।]$/, '') }}
              components={{ 0: <span className="font-semibold" /> }}
            />
          </I18nProvider>
        </p>
      )}
      <CompletePayment
        bookingId={summary.bookingId}
        propertyName={summary.property.name}
        hold={summary.unpaidHold}
        searchAgainHref={links.selectRooms(summary.property.id, {
          checkInDate: summary._startDate,
          checkOutDate: summary._endDate,
          adults: summary.adults,
          children: summary.children,
        })}
      />
    </section>
  );
}
