import { formatDay } from '@staybook/contract/format';
import { StayImage } from '../../../components/ui/stay-image';
import { formatInr } from '../../../lib/format';
import { guestsLabel, nightsLabel } from '../logic/labels';
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
  return (
    <section aria-label="Your stay" className="flex gap-4 rounded-2xl bg-brand-50 p-4">
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
            <h1 className="text-lg font-bold text-slate-900 sm:text-2xl">Select rooms</h1>
            <div className="mt-1 h-4 w-40 animate-pulse rounded bg-slate-200" aria-hidden="true" />
          </>
        )}
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <div>
            <dt className="sr-only">Dates</dt>
            <dd>
              {formatDay(checkInDate)} – {formatDay(checkOutDate)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Guests</dt>
            <dd>{guestsLabel(adults, childCount)}</dd>
          </div>
          <div>
            <dt className="sr-only">Nights</dt>
            <dd>{nightsLabel(nights)}</dd>
          </div>
          <div>
            <dt className="sr-only">Running total</dt>
            <dd className="font-semibold text-brand-800">{formatInr(total)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
