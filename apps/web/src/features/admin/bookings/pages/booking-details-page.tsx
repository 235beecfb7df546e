import type { AdminBookingDetails } from '@staybook/contract/admin-bookings';
import { formatDayWithWeekday, formatInstant, formatParty } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { todayIst } from '@staybook/contract/stay-dates';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCan } from '../../access/api/get-my-access';
import { Badge, ErrorNotice, Loading, PageHeader, Panel } from '../../components/console-ui';
import { ScrollRegion } from '../../components/list-kit';
import { BookingFolioPanel } from '../../folio/components/booking-folio-panel';
import { BookingFormCPanel } from '../../form-c/components/booking-form-c-panel';
import { consolePaths } from '../../lib/console-paths';
import { BookingMessagesPanel } from '../../notifications/components/booking-messages-panel';
import { BookingRoomsPanel } from '../../rooms/components/booking-rooms-panel';
import type { StayAction } from '../api/change-stay';
import { useBooking } from '../api/get-booking';
import { useResendPaymentLink } from '../api/resend-payment-link';
import { BookingAmountsPanel } from '../components/booking-amounts-panel';
import { BookingChangesPanel } from '../components/booking-changes-panel';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { ChangeBookingDialog } from '../components/change-booking-dialog';
import { DeskPaymentsList } from '../components/desk-payments-list';
import { OnlinePaymentsList } from '../components/online-payments-list';
import { RecordPaymentDialog } from '../components/record-payment-dialog';
import { type PendingStayAction, StayActionDialog, UndoStayNotice } from '../components/stay-actions';
import { TaxDocumentsPanel } from '../components/tax-documents-panel';
import { paymentLabel, statusLabel, statusTone } from '../logic/labels';

/** A stay that has begun (or begins today): Form C is recorded from arrival, as the API checks. */
const isReportable = (b: Pick<AdminBookingDetails, 'status' | 'checkIn'>, today: string) =>
  b.status === 'checked_in' || b.status === 'completed' || (b.status === 'confirmed' && b.checkIn <= today);

/** One booking: guest, stay, rooms, amounts, payments and timeline, with the changes the desk may make now. */
export default function BookingDetailsPage({ id }: { id: string }) {
  const location = useLocation();
  const back = (location.state as { back?: string } | null)?.back ?? consolePaths.bookings;
  const details = useBooking(id);
  const [dialog, setDialog] = useState<'cancel' | 'payment' | 'change' | null>(null);
  const [stay, setStay] = useState<PendingStayAction | null>(null);
  // Changing a booking is the desk's (bookings.manage), as the API checks; others see its changes.
  const mayChange = useCan('bookings.manage');
  // Form C holds passports: the roles that may see identity documents (kyc.view), as the API checks.
  const mayReportForeigners = useCan('kyc.view');

  const backLink = (
    <Link to={back} className="text-sm text-sky-800 underline">
      ← All bookings
    </Link>
  );
  if (details.isPending)
    return (
      <div>
        {backLink}
        <Loading label="Loading booking" />
      </div>
    );
  if (details.isError)
    return (
      <div className="space-y-4">
        {backLink}
        <ErrorNotice error={details.error} onRetry={() => void details.refetch()} />
      </div>
    );
  const b = details.data;
  const busy = stay !== null;
  const ask = (action: StayAction) => setStay({ id: b.id, code: b.code, action });
  const leavesEarly = b.checkOut > todayIst();

  return (
    <div>
      <div className="mb-3">{backLink}</div>
      <PageHeader
        title={`Booking ${b.code}`}
        help={`${b.property.name} · ${formatDayWithWeekday(b.checkIn)} → ${formatDayWithWeekday(b.checkOut)}`}
        actions={
          <>
            {b.actions.checkIn && (
              <button type="button" className="btn-primary" disabled={busy} onClick={() => ask('check-in')}>
                Check in
              </button>
            )}
            {b.actions.checkOut && (
              <button type="button" className="btn-primary" disabled={busy} onClick={() => ask('check-out')}>
                {leavesEarly ? 'Check out early' : 'Check out'}
              </button>
            )}
            {b.actions.noShow && (
              <button type="button" className="btn-outline" disabled={busy} onClick={() => ask('no-show')}>
                Mark no-show
              </button>
            )}
            {mayChange && b.status === 'confirmed' && (
              <button type="button" className="btn-outline" disabled={busy} onClick={() => setDialog('change')}>
                Change booking
              </button>
            )}
            {(b.balanceDue ?? 0) > 0 && (
              <button type="button" className="btn-outline" disabled={busy} onClick={() => setDialog('payment')}>
                Record payment
              </button>
            )}
            {b.actions.cancel && (
              <button
                type="button"
                className="btn-outline border-red-300 text-red-800"
                disabled={busy}
                onClick={() => setDialog('cancel')}
              >
                Cancel booking
              </button>
            )}
          </>
        }
      />
      <UndoStayNotice booking={b} />
      <p className="mb-6 flex flex-wrap items-center gap-2">
        <span className="sr-only">Status:</span>
        <span data-testid="booking-status">
          <Badge tone={statusTone(b.status)}>{statusLabel(b.status)}</Badge>
        </span>
        <span className="text-sm text-slate-600">Payment: {paymentLabel(b.paymentStatus)}</span>
        {b.cancelReason && b.status === 'cancelled' && (
          <span className="text-sm text-slate-600">
            · Reason: {b.cancelReason === 'guest' ? 'cancelled by the guest' : b.cancelReason}
          </span>
        )}
      </p>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Guest">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Name</dt>
            <dd>{b.guestName}</dd>
            <dt className="text-slate-600">Mobile</dt>
            <dd>
              <a className="text-sky-800 underline" href={`tel:+91${b.guestPhone}`}>
                +91 {b.guestPhone}
              </a>
            </dd>
            <dt className="text-slate-600">E-mail</dt>
            <dd className="break-all">{b.guestEmail}</dd>
            <dt className="text-slate-600">Booked by</dt>
            <dd>+91 {b.accountPhone}</dd>
            {b.source && (
              <>
                <dt className="text-slate-600">Source</dt>
                <dd>{b.source}</dd>
              </>
            )}
            {b.deskNotes && (
              <>
                <dt className="text-slate-600">Desk notes</dt>
                <dd className="whitespace-pre-line">{b.deskNotes}</dd>
              </>
            )}
            {b.childAgesText && (
              <>
                <dt className="text-slate-600">Children</dt>
                <dd>{b.childAgesText}</dd>
              </>
            )}
            {b.bedRequestText && (
              <>
                <dt className="text-slate-600">Request</dt>
                <dd>{b.bedRequestText}</dd>
              </>
            )}
          </dl>
          {b.status === 'pending_payment' && b.source && b.source !== 'Website' && <ResendLink bookingId={b.id} />}
        </Panel>
        <Panel title="Stay">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Property</dt>
            <dd>{b.property.name}</dd>
            <dt className="text-slate-600">Check-in</dt>
            <dd>
              {formatDayWithWeekday(b.checkIn)}, from {b.property.checkInTime}
            </dd>
            <dt className="text-slate-600">Check-out</dt>
            <dd>
              {formatDayWithWeekday(b.checkOut)}, by {b.property.checkOutTime}
            </dd>
            <dt className="text-slate-600">Nights</dt>
            <dd>{b.nights}</dd>
            <dt className="text-slate-600">Guests</dt>
            <dd>{formatParty(b)}</dd>
            <dt className="text-slate-600">Free cancellation until</dt>
            <dd>
              {b.freeCancellationUntil === null ? 'No free cancellation' : formatInstant(b.freeCancellationUntil)}
            </dd>
            {b.checkedInAt && (
              <>
                <dt className="text-slate-600">Checked in</dt>
                <dd>{formatInstant(b.checkedInAt)}</dd>
              </>
            )}
            {b.checkedOutAt && (
              <>
                <dt className="text-slate-600">Checked out</dt>
                <dd>{formatInstant(b.checkedOutAt)}</dd>
              </>
            )}
          </dl>
        </Panel>
      </div>

      <Panel title="Rooms" className="mt-6">
        <RoomsTable booking={b} />
        <BookingRoomsPanel bookingId={b.id} />
      </Panel>
      {mayReportForeigners && isReportable(b, todayIst()) && <BookingFormCPanel bookingId={b.id} />}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <BookingAmountsPanel booking={b} />
        <Panel title="Payments">
          <DeskPaymentsList booking={b} />
          <OnlinePaymentsList payments={b.payments} />
        </Panel>
      </div>

      <BookingFolioPanel
        bookingId={b.id}
        mayChange={mayChange}
        open={b.status === 'confirmed' || b.status === 'checked_in'}
      />
      <BookingChangesPanel bookingId={b.id} />
      <TaxDocumentsPanel bookingId={b.id} />
      <BookingMessagesPanel bookingId={b.id} />

      <Panel title="Timeline" className="mt-6">
        <ol className="space-y-3 border-l-2 border-slate-200 pl-4 text-sm" aria-label="Booking timeline, oldest first">
          {b.timeline.map((t) => (
            <li key={`${t.at}-${t.kind}-${t.title}`}>
              <p className="font-medium text-slate-900">{t.title}</p>
              <p className="text-slate-600">
                <time dateTime={t.at}>{formatInstant(t.at)}</time>
                {t.detail ? ` · ${t.detail}` : ''}
              </p>
            </li>
          ))}
        </ol>
      </Panel>

      <CancelBookingDialog booking={b} open={dialog === 'cancel'} onClose={() => setDialog(null)} />
      <RecordPaymentDialog booking={b} open={dialog === 'payment'} onClose={() => setDialog(null)} />
      <ChangeBookingDialog booking={b} open={dialog === 'change'} onClose={() => setDialog(null)} />
      <StayActionDialog pending={stay} onClose={() => setStay(null)} />
    </div>
  );
}

/** A desk booking waiting on its payment link: send the link to the guest again, and show it to the desk. */
function ResendLink({ bookingId }: { bookingId: string }) {
  const resend = useResendPaymentLink(bookingId);
  return (
    <div className="mt-3 text-sm">
      <button type="button" className="btn-outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
        Send the payment link again
      </button>
      {resend.data && (
        <p role="status" className="mt-2 break-all text-slate-700">
          Sent again by SMS and e-mail: {resend.data.url} (holds the rooms until {formatInstant(resend.data.expiresAt)}{' '}
          IST)
        </p>
      )}
      {resend.error && (
        <p role="alert" className="mt-2 text-red-700">
          {resend.error instanceof Error ? resend.error.message : 'The link could not be sent.'}
        </p>
      )}
    </div>
  );
}

function RoomsTable({ booking }: { booking: AdminBookingDetails }) {
  return (
    <ScrollRegion label="Rooms table">
      <table className="w-full min-w-[560px] text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Room
            </th>
            <th scope="col" className="py-2 pr-3">
              Rooms
            </th>
            <th scope="col" className="py-2 pr-3">
              Guests
            </th>
            <th scope="col" className="py-2 pr-3">
              Nightly rates (per room)
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              Rent
            </th>
            <th scope="col" className="py-2 pr-3 text-right">
              GST
            </th>
          </tr>
        </thead>
        <tbody>
          {booking.roomLines.map((r) => (
            <tr key={r.roomTypeId} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-3 font-medium">
                {r.name}
                {r.ratePlan && <span className="block text-xs font-normal text-slate-600">{r.ratePlan}</span>}
              </th>
              <td className="py-2 pr-3">{r.roomCount}</td>
              <td className="py-2 pr-3">
                {r.adults} + {r.children}
              </td>
              <td className="py-2 pr-3">
                <ul>
                  {r.nights.map((n) => (
                    <li key={n.date}>
                      {formatDayWithWeekday(n.date)}: {formatInr(n.rate)}
                    </li>
                  ))}
                  {r.extraGuestCharge ? (
                    <li>Extra guests, all nights: {formatInr(r.extraGuestCharge)} (in the rent)</li>
                  ) : null}
                </ul>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatInr(r.roomRent)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatInr(r.tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
