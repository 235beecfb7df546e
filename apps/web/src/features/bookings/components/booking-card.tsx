import type { BookingListItem } from '@staybook/contract/booking';
import { Link } from 'react-router';
import { StayImage } from '../../../components/ui/stay-image';
import { useFormats, useT } from '../../../lib/i18n';
import { links } from '../../../lib/paths';
import { useStatusText } from './booking-texts';
import { CompletePayment } from './complete-payment';
import { StatusBadge } from './status-badge';

/**
 * Spec 2.12 card; the whole card opens the details (id in the URL and in navigation state). An unpaid booking adds
 * its next step below the link (a button cannot sit inside a link).
 */
export function BookingCard({ booking, eager }: { booking: BookingListItem; eager?: boolean }) {
  const t = useT('bookings');
  const { day } = useFormats();
  const statusText = useStatusText();
  const image = booking.property.featuredImage.images[0]?.url ?? null;
  const link = (
    <Link
      to={links.bookingDetails(booking.id)}
      state={{ bookingId: booking.id }}
      className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-brand-600 hover:shadow"
    >
      <StayImage
        src={image}
        sizes="112px"
        alt=""
        width={112}
        height={112}
        loading={eager ? 'eager' : 'lazy'}
        className="size-24 shrink-0 rounded-xl object-cover sm:size-28"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="truncate font-semibold text-slate-900">{booking.property.name}</h2>
          <StatusBadge status={booking.status} />
        </div>
        <p className="truncate text-sm text-slate-600">{booking.property.address}</p>
        <p className="mt-1 text-sm text-slate-800">
          {day(booking._startDate)} – {day(booking._endDate)}
        </p>
        <p className="text-sm text-slate-600">
          {t('bookings.party', {
            adults: booking.adults,
            children: booking.children,
            infants: booking.infants ?? 0,
            pets: booking.pets ? 'yes' : 'no',
          })}
        </p>
        <p className="mt-1 text-xs text-slate-600">
          {statusText(booking.statusText)} · <span className="font-medium">{booking.code}</span>
        </p>
      </div>
    </Link>
  );
  if (!booking.unpaidHold) return link;
  return (
    <div className="space-y-2">
      {link}
      <CompletePayment
        bookingId={booking.id}
        propertyName={booking.property.name}
        hold={booking.unpaidHold}
        searchAgainHref={links.selectRooms(booking.property.id, {
          checkInDate: booking._startDate,
          checkOutDate: booking._endDate,
          adults: booking.adults,
          children: booking.children,
          ...(booking.infants ? { infants: booking.infants } : {}),
          ...(booking.pets ? { includePet: true } : {}),
        })}
      />
    </div>
  );
}
