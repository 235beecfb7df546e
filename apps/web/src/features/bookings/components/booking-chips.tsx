import { useT } from '../../../lib/i18n';
import { type BookingChip, bookingChips } from '../logic/booking-filters';

export function BookingChips({ value, onChange }: { value: BookingChip; onChange: (chip: BookingChip) => void }) {
  const t = useT('bookings');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle chips
    <div role="group" aria-label={t('bookings.filter')} className="-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 pb-1">
      {bookingChips.map((chip) => (
        <button
          key={chip}
          type="button"
          aria-pressed={value === chip}
          onClick={() => onChange(chip)}
          className={`shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium ${
            value === chip
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600'
          }`}
        >
          {chip === 'All' ? t('bookings.chip.all') : t('bookings.label', { label: chip.toLowerCase() })}
        </button>
      ))}
    </div>
  );
}
