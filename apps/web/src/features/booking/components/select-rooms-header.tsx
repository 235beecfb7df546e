import { StayImage } from '../../../components/ui/stay-image';
import { formatInr } from '../../../lib/format';
import { useFormats, useT } from '../../../lib/i18n';
import type { PropertySummary } from '../store/booking-store';

interface SelectRoomsHeaderProps {
  property: PropertySummary | null;
  checkInDate: number;
  checkOutDate: number;
  adults: number;
  childCount: number;
  nights: number;
  total: number;
}

/** Spec 2.8 header: property image, title, address, date range, guests, nights and the running total. */
export function SelectRoomsHeader({
  property,
  checkInDate,
  checkOutDate,
  adults,
  childCount,
  nights,
  total,
}: SelectRoomsHeaderProps) {
  const t = useT('rooms');
  const formats = useFormats();
  return (
    <section aria-label={t('rooms.yourStay')} className="flex gap-4 rounded-2xl bg-brand-50 p-4">
      {property ? (
        <StayImage
          src={property.image}
          sizes="112px"
          alt=""
          width={112}
          height={112}
          className="size-20 shrink-0 rounded-xl object-cover sm:size-28"
        />
      ) : (
        <div className="size-20 shrink-0 animate-pulse rounded-xl bg-slate-200 sm:size-28" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        {property ? (
          <>
            <h1 className="truncate text-lg font-bold text-slate-900 sm:text-2xl">{property.title}</h1>
            <p className="truncate text-sm text-slate-600">{property.address}</p>
          </>
        ) : (
          <>
            <h1 className="text-lg font-bold text-slate-900 sm:text-2xl">{t('rooms.metaTitle')}</h1>
            <div className="mt-1 h-4 w-40 animate-pulse rounded bg-slate-200" aria-hidden="true" />
          </>
        )}
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <div>
            <dt className="sr-only">{t('rooms.dates')}</dt>
            <dd>{t('rooms.dateRange', { checkIn: formats.day(checkInDate), checkOut: formats.day(checkOutDate) })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('rooms.guests')}</dt>
            <dd>{t('rooms.guestCount', { adults, children: childCount })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('rooms.nights')}</dt>
            <dd>{t('rooms.nightCount', { count: nights })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('rooms.runningTotal')}</dt>
            <dd className="font-semibold text-brand-800">{formatInr(total)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
