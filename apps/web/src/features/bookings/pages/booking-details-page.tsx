import type { BookingDetailsSection, BookingSummary } from '@staybook/contract/booking';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { dialableIndianNumber } from '@staybook/contract/phone';
import { Link, useLocation, useParams } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { usePageMeta } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useBookingDetails } from '../api/get-booking-details';
import { BackHeader } from '../components/back-header';
import { BookingChangesSection } from '../components/booking-changes-section';
import { BookingHero } from '../components/booking-hero';
import { bookingLoadingState } from '../components/booking-loading-states';
import { useDetailsRows } from '../components/booking-rows';
import { CancelBooking } from '../components/cancel-booking';
import { contactRows } from '../components/contact-rows';
import { DetailRows } from '../components/detail-rows';
import { PolicyTabs } from '../components/policy-tabs';
import { RateStayLink } from '../components/rate-stay-link';
import { RoomAmenitiesLinks } from '../components/room-amenities-links';
import { TaxDocuments } from '../components/tax-documents';
import { UnpaidBookingPanel } from '../components/unpaid-booking-panel';
import { useSignedIn } from '../hooks/use-signed-in';
import { offersCallToModify } from '../logic/call-hotel';
import { sectionOf } from '../logic/details-sections';

/** The id comes from the URL (/booking-details/:bookingId, reloadable) or, as in the spec, navigation state. */
function useBookingId(): string | null {
  const params = useParams();
  const location = useLocation();
  const fromState = (location.state as { bookingId?: unknown } | null)?.bookingId;
  return params.bookingId ?? (typeof fromState === 'string' ? fromState : null);
}

export default function BookingDetailsPage() {
  const t = useT('bookings');
  usePageMeta(t('bookings.details.title'));
  const bookingId = useBookingId();
  const signedIn = useSignedIn();
  const details = useBookingDetails(bookingId, signedIn);

  let body: React.ReactNode = bookingLoadingState({
    bookingId,
    signedIn,
    details,
    loadingLabel: t('bookings.details.loading'),
    notFound: <Message text={t('bookings.details.notFound')} />,
  });
  if (body === null) {
    // Loaded: the sections are there.
    const data = details.data ?? [];
    const summary = sectionOf(data, 'bookingDetails')?.data;
    if (!summary) {
      body = <Message text={t('bookings.details.notFound')} />;
    } else {
      body = <Details summary={summary} sections={data} />;
    }
  }

  return (
    <main className="mx-auto max-w-3xl px-4 pt-4 pb-28">
      <BackHeader title={t('bookings.details.title')} fallback={paths.bookings} backLabel={t('bookings.back')} />
      {body}
    </main>
  );
}

/** A loaded booking's sections. */
function Details({ summary, sections }: { summary: BookingSummary; sections: BookingDetailsSection[] }) {
  const t = useT('bookings');
  const lang = useLanguage();
  // English shows the API's rows as sent; another language words the same facts.
  const { rooms, cancellation } = useDetailsRows(summary, sections);
  const contact =
    lang === DEFAULT_LANGUAGE ? (sectionOf(sections, 'hotelContact')?.data ?? []) : contactRows(summary, t);
  const policies = sectionOf(sections, 'hotelPolicies');
  // Only a number a phone can dial becomes the call button (never a tel: link that dials nothing), and only on a
  // booking that stands: an unpaid, lapsed or cancelled one has nothing to modify or cancel.
  const phone = offersCallToModify(summary.status) ? dialableIndianNumber(summary.hotelContact.number) : null;
  return (
    <>
      <div className="space-y-4">
        <BookingHero summary={summary} />
        <RateStayLink summary={summary} />
        <UnpaidBookingPanel summary={summary} />
        <DetailRows title={t('bookings.details.rooms')} rows={rooms}>
          <RoomAmenitiesLinks propertyId={summary.property.id} rows={rooms} />
        </DetailRows>
        <BookingChangesSection summary={summary} />
        <TaxDocuments summary={summary} withGstDetails />
        <DetailRows title={t('bookings.details.contact')} rows={contact} />
        {policies && <PolicyTabs section={policies} />}
        <DetailRows title={t('bookings.details.cancellation')} rows={cancellation} />
        <CancelBooking summary={summary} />
      </div>
      {phone && (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white p-3">
          <div className="mx-auto max-w-3xl">
            <a href={`tel:${phone}`} className="btn-primary w-full py-3 text-base">
              {t('bookings.details.call')}
            </a>
          </div>
        </div>
      )}
    </>
  );
}

function Message({ text }: { text: string }) {
  const t = useT('bookings');
  return (
    <div className="rounded-2xl border border-slate-200 p-8 text-center">
      <p className="text-slate-700">{text}</p>
      <Link to={paths.bookings} className="btn-outline mt-4">
        {t('bookings.pageTitle')}
      </Link>
    </div>
  );
}
