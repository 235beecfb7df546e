import { randomUUID } from 'node:crypto';
import {
  type BookingFormC,
  type FormCDepartureItem,
  type FormCGuest,
  type FormCGuestDetails,
  type FormCIssue,
  type FormCList,
  formCDepartureState,
  formCDueAt,
  formCGuestIssues,
  formCState,
  type MarkFormCSubmitted,
} from '@staybook/contract/form-c';
import { formatDay } from '@staybook/contract/format';
import { todayIst } from '@staybook/contract/stay-dates';
import type { Db, Tx } from '../../db/client.js';
import { toCsv } from '../../lib/csv.js';
import { conflict, notFound, validationError } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import {
  deleteGuest,
  type FormCBooking,
  type FormCRow,
  findBookingForFormC,
  guestsOfBooking,
  insertGuest,
  listPropertyGuests,
  lockBookingForFormC,
  lockGuest,
  propertyDepartures,
  unsubmittedPropertyGuests,
  updateGuest,
} from './form-c.repository.js';
import { arrivalInstant, formCDepartureColumns, formCExportColumns } from './form-c-rules.js';
import { openDetails, sealDetails } from './form-c-sealing.js';

export interface FormCDeps {
  db: Db;
  /** The KYC key: Form C details are sealed like KYC documents. */
  key: Buffer;
}

/** Who acts, for the audit log. */
export interface FormCActor {
  actorUserId: string | null;
  ip: string | null;
}

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** Submitted ones stay on the desk's list this long, so the desk sees what it just did. */
const SUBMITTED_SHOWN_MS = 48 * 3600_000;

function toGuest(deps: FormCDeps, row: FormCRow, now: Date): FormCGuest {
  const dueAt = formCDueAt(seconds(row.arrivedAt));
  const submittedAt = row.submittedAt ? seconds(row.submittedAt) : null;
  return {
    id: row.id,
    bookingId: row.bookingId,
    details: openDetails(deps.key, row.id, row.detailsSealed),
    arrivedAt: seconds(row.arrivedAt),
    dueAt,
    state: formCState(dueAt, submittedAt, seconds(now)),
    submittedAt,
    frroReference: row.frroReference,
    updatedAt: seconds(row.updatedAt),
  };
}

function invalid(issues: readonly FormCIssue[]) {
  const [first] = issues;
  return validationError(first ? `${first.path}: ${first.message}` : 'Check the guest’s details.', { issues });
}

/** A stay the desk may report: the guest has arrived (or arrives today) and the booking is not cancelled. */
function assertReportable(booking: FormCBooking, now: Date): void {
  if (booking.status === 'checked_in' || booking.status === 'completed') return;
  if (booking.status === 'confirmed') {
    if (booking.checkIn <= todayIst(now)) return;
    throw conflict(
      `Form C is recorded when the guest arrives: this booking arrives on ${formatDay(booking.checkIn)}. Nothing was saved.`,
    );
  }
  throw conflict('Only a stay that has begun is reported on Form C: this booking is not confirmed or checked in.');
}

/** The shape's rules, then the stay's: the arrival at the hotel falls within the booking's dates. */
function checkDetails(details: FormCGuestDetails, booking: FormCBooking, now: Date): Date {
  const issues = formCGuestIssues(details, todayIst(now));
  if (details.arrivedAtHotelOn < booking.checkIn || details.arrivedAtHotelOn > booking.checkOut)
    issues.push({
      path: 'arrivedAtHotelOn',
      message: `the arrival at the hotel must be within the stay (${formatDay(booking.checkIn)} – ${formatDay(booking.checkOut)})`,
    });
  const arrivedAt = arrivalInstant(details.arrivedAtHotelOn, details.arrivedAtHotelTime);
  // A few minutes' grace for a desk clock a little ahead of the server's.
  if (issues.length === 0 && arrivedAt.getTime() > now.getTime() + 5 * 60_000)
    issues.push({ path: 'arrivedAtHotelTime', message: 'the arrival at the hotel cannot be later than now' });
  if (issues.length > 0) throw invalid(issues);
  return arrivedAt;
}

/** A booking's foreign guests, for the desk's booking page. */
export async function bookingFormC(deps: FormCDeps, bookingId: string, now = new Date()): Promise<BookingFormC> {
  const booking = await findBookingForFormC(deps.db, bookingId);
  if (!booking) throw notFound('Booking');
  const rows = await guestsOfBooking(deps.db, bookingId);
  return {
    bookingId,
    checkedInAt: booking.checkedInAt ? seconds(booking.checkedInAt) : null,
    checkOut: booking.checkOut,
    guests: rows.map((row) => toGuest(deps, row, now)),
  };
}

/** The audit row says who did what to which guest of which booking; never the details (they outlive no record). */
async function audit(tx: Tx, actor: FormCActor, action: string, entityId: string, after: Record<string, unknown>) {
  await recordAudit(tx, { ...actor, action, entityType: 'form_c_guest', entityId, before: null, after });
}

export async function addFormCGuest(
  deps: FormCDeps,
  actor: FormCActor,
  bookingId: string,
  details: FormCGuestDetails,
  now = new Date(),
): Promise<FormCGuest> {
  return deps.db.transaction(async (tx) => {
    const booking = await lockBookingForFormC(tx, bookingId);
    if (!booking) throw notFound('Booking');
    assertReportable(booking, now);
    const arrivedAt = checkDetails(details, booking, now);
    const id = randomUUID();
    const row = await insertGuest(tx, {
      id,
      bookingId,
      propertyId: booking.propertyId,
      detailsSealed: sealDetails(deps.key, id, details),
      arrivedAt,
      createdBy: actor.actorUserId,
      createdAt: now,
      updatedAt: now,
    });
    await audit(tx, actor, 'form_c.record', id, { booking: booking.code, arrivedAt: arrivedAt.toISOString() });
    return toGuest(deps, row, now);
  });
}

export async function editFormCGuest(
  deps: FormCDeps,
  actor: FormCActor,
  bookingId: string,
  guestId: string,
  details: FormCGuestDetails,
  now = new Date(),
): Promise<FormCGuest> {
  return deps.db.transaction(async (tx) => {
    const booking = await lockBookingForFormC(tx, bookingId);
    const row = booking && (await lockGuest(tx, bookingId, guestId));
    if (!booking || !row) throw notFound('Foreign guest');
    const arrivedAt = checkDetails(details, booking, now);
    const before = openDetails(deps.key, row.id, row.detailsSealed);
    const changed = (Object.keys(details) as (keyof FormCGuestDetails)[]).filter((k) => before[k] !== details[k]);
    if (changed.length === 0) return toGuest(deps, row, now);
    const updated = await updateGuest(
      tx,
      row.id,
      { detailsSealed: sealDetails(deps.key, row.id, details), arrivedAt },
      now,
    );
    // The names of the fields changed, not their values.
    await audit(tx, actor, 'form_c.edit', row.id, { booking: booking.code, changed });
    return toGuest(deps, updated, now);
  });
}

export async function removeFormCGuest(
  deps: FormCDeps,
  actor: FormCActor,
  bookingId: string,
  guestId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const booking = await lockBookingForFormC(tx, bookingId);
    const row = booking && (await lockGuest(tx, bookingId, guestId));
    if (!booking || !row) throw notFound('Foreign guest');
    await deleteGuest(tx, row.id);
    await audit(tx, actor, 'form_c.remove', row.id, { booking: booking.code, wasSubmitted: row.submittedAt !== null });
  });
}

export async function markFormCSubmitted(
  deps: FormCDeps,
  actor: FormCActor,
  bookingId: string,
  guestId: string,
  input: Required<Pick<MarkFormCSubmitted, 'frroReference'>> & Pick<MarkFormCSubmitted, 'submittedAt'>,
  now = new Date(),
): Promise<FormCGuest> {
  return deps.db.transaction(async (tx) => {
    const booking = await lockBookingForFormC(tx, bookingId);
    const row = booking && (await lockGuest(tx, bookingId, guestId));
    if (!booking || !row) throw notFound('Foreign guest');
    const at = input.submittedAt === undefined ? now : new Date(input.submittedAt * 1000);
    const issue = (message: string) => validationError(message, { issues: [{ path: 'submittedAt', message }] });
    if (at.getTime() > now.getTime() + 60_000) throw issue('the submission cannot be in the future');
    if (at < row.arrivedAt) throw issue('the submission cannot be before the guest arrived');
    const updated = await updateGuest(
      tx,
      row.id,
      { submittedAt: at, frroReference: input.frroReference, submittedBy: actor.actorUserId },
      now,
    );
    await audit(tx, actor, 'form_c.submitted', row.id, {
      booking: booking.code,
      frroReference: input.frroReference,
      submittedAt: at.toISOString(),
      previously: row.frroReference,
    });
    return toGuest(deps, updated, now);
  });
}

const STATE_ORDER = { overdue: 0, due: 1, submitted: 2 } as const;

/** A property's Form C: overdue first, then due by when, then those submitted in the last two days. */
export async function formCList(deps: FormCDeps, propertyId: string, now = new Date()): Promise<FormCList> {
  const rows = await listPropertyGuests(deps.db, propertyId, new Date(now.getTime() - SUBMITTED_SHOWN_MS));
  const items = rows.map(({ row, bookingCode }) => {
    const guest = toGuest(deps, row, now);
    return {
      id: guest.id,
      bookingId: guest.bookingId,
      bookingCode,
      guestName: `${guest.details.surname}, ${guest.details.givenName}`,
      nationality: guest.details.nationality,
      arrivedAt: guest.arrivedAt,
      dueAt: guest.dueAt,
      state: guest.state,
      submittedAt: guest.submittedAt,
      frroReference: guest.frroReference,
    };
  });
  items.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.dueAt - b.dueAt);
  return { propertyId, items, departures: await departuresOf(deps, propertyId, now) };
}

const DEPARTURE_ORDER = { overdue: 0, due: 1, reported: 2 } as const;

/** Departures to report (overdue first, then by when due), then those reported in the last two days. */
async function departuresOf(deps: FormCDeps, propertyId: string, now: Date): Promise<FormCDepartureItem[]> {
  const rows = await propertyDepartures(deps.db, propertyId, new Date(now.getTime() - SUBMITTED_SHOWN_MS));
  const items = rows.flatMap(({ row, bookingCode, departedAt }) => {
    if (!departedAt) return [];
    const details = openDetails(deps.key, row.id, row.detailsSealed);
    const dueAt = formCDueAt(seconds(departedAt));
    const reportedAt = row.departureReportedAt ? seconds(row.departureReportedAt) : null;
    return [
      {
        id: row.id,
        bookingId: row.bookingId,
        bookingCode,
        guestName: `${details.surname}, ${details.givenName}`,
        nationality: details.nationality,
        frroReference: row.frroReference,
        departedAt: seconds(departedAt),
        dueAt,
        state: formCDepartureState(dueAt, reportedAt, seconds(now)),
        reportedAt,
      },
    ];
  });
  return items.sort((a, b) => DEPARTURE_ORDER[a.state] - DEPARTURE_ORDER[b.state] || a.dueAt - b.dueAt);
}

/**
 * The guest's departure reported on the portal (the check-out of their submitted Form C), with when and who; audited.
 * Refused before the guest has left (the booking checked out) and while the arrival itself is not submitted.
 */
export async function markFormCDepartureReported(
  deps: FormCDeps,
  actor: FormCActor,
  bookingId: string,
  guestId: string,
  input: { reportedAt?: number | undefined },
  now = new Date(),
): Promise<FormCGuest> {
  return deps.db.transaction(async (tx) => {
    const booking = await lockBookingForFormC(tx, bookingId);
    const row = booking && (await lockGuest(tx, bookingId, guestId));
    if (!booking || !row) throw notFound('Foreign guest');
    if (!booking.checkedOutAt)
      throw conflict('The guest has not left yet: a departure is reported once the booking is checked out.');
    if (!row.submittedAt)
      throw conflict(
        'Submit the guest’s Form C (the arrival) on the portal first: the departure is reported against it.',
      );
    const at = input.reportedAt === undefined ? now : new Date(input.reportedAt * 1000);
    const issue = (message: string) => validationError(message, { issues: [{ path: 'reportedAt', message }] });
    if (at.getTime() > now.getTime() + 60_000) throw issue('the report cannot be in the future');
    if (at < booking.checkedOutAt) throw issue('the report cannot be before the guest left');
    const updated = await updateGuest(
      tx,
      row.id,
      { departureReportedAt: at, departureReportedBy: actor.actorUserId },
      now,
    );
    await audit(tx, actor, 'form_c.departure_reported', row.id, {
      booking: booking.code,
      departedAt: booking.checkedOutAt.toISOString(),
      reportedAt: at.toISOString(),
      previously: row.departureReportedAt?.toISOString() ?? null,
    });
    return toGuest(deps, updated, now);
  });
}

/**
 * The property's departures not yet reported, one row each in the order the portal's check-out asks (UTF-8 with BOM);
 * audited like the arrivals' export.
 */
export async function exportFormCDepartures(
  deps: FormCDeps,
  actor: FormCActor,
  propertyId: string,
  now = new Date(),
): Promise<CsvFile> {
  return deps.db.transaction(async (tx) => {
    const rows = (await propertyDepartures(tx, propertyId, null)).flatMap(({ row, bookingCode, departedAt }) =>
      departedAt
        ? [
            {
              id: row.id,
              details: openDetails(deps.key, row.id, row.detailsSealed),
              bookingCode,
              frroReference: row.frroReference,
              departedAt,
            },
          ]
        : [],
    );
    const body = toCsv(rows, formCDepartureColumns);
    await recordAudit(tx, {
      ...actor,
      action: 'form_c.departures_export',
      entityType: 'property',
      entityId: propertyId,
      before: null,
      after: { guests: rows.map((r) => r.id), bookings: [...new Set(rows.map((r) => r.bookingCode))] },
    });
    return { filename: `form-c-departures-${todayIst(now)}.csv`, body };
  });
}

export interface CsvFile {
  filename: string;
  body: string;
}

/**
 * The property's guests not yet submitted, one row each in the portal's order (UTF-8 with BOM for Excel). Personal
 * data leaves the system here, so the export itself is audited: who, when, which guests of which bookings.
 */
export async function exportFormC(
  deps: FormCDeps,
  actor: FormCActor,
  propertyId: string,
  now = new Date(),
): Promise<CsvFile> {
  return deps.db.transaction(async (tx) => {
    const rows = await unsubmittedPropertyGuests(tx, propertyId);
    const body = toCsv(
      rows.map(({ row, bookingCode }) => ({ details: openDetails(deps.key, row.id, row.detailsSealed), bookingCode })),
      formCExportColumns,
    );
    await recordAudit(tx, {
      ...actor,
      action: 'form_c.export',
      entityType: 'property',
      entityId: propertyId,
      before: null,
      after: { guests: rows.map(({ row }) => row.id), bookings: [...new Set(rows.map((r) => r.bookingCode))] },
    });
    return { filename: `form-c-${todayIst(now)}.csv`, body };
  });
}
