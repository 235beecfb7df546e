import { useLanguage, useT } from '../../../lib/i18n';
import { statusBadgeClass, statusLabel } from '../logic/booking-filters';

/** The spec's label of a booking ('Upcoming'), in the page's language (English: the label itself, capitalised). */
export function StatusBadge({ status }: { status: string }) {
  const t = useT('bookings');
  const english = useLanguage() === 'en';
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadgeClass(status)}`}>
      {english ? statusLabel(status) : t('bookings.label', { label: status })}
    </span>
  );
}
