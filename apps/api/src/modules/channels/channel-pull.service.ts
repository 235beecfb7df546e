import { emailSchema, istDateToUnix } from '@staybook/contract';
import { createDeskBookingSchema } from '@staybook/contract/desk-bookings';
import { normalizeIndianMobile } from '@staybook/contract/phone';
import type { BookingRevision, ChannelManagerApi } from '../../adapters/channel-manager/index.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/http-errors.js';
import { isUniqueViolation } from '../../lib/unique-violation.js';
import type { Actor } from '../audit/audited-change.js';
import { requestDeskChange } from '../bookings/changes/booking-changes.service.js';
import { createDeskBooking } from '../bookings-desk/desk-booking.service.js';
import { cancelAtDesk } from '../bookings-desk/desk-stay-actions.service.js';
import { lockRoomType, placeBlock, releaseRoomBlock, roomBlockConflicts } from '../inventory/index.js';
import { notifyHotel } from '../notifications/index.js';
import type { BookingDeps } from '../ports/booking-payments.port.js';
import * as repo from './channel-manager.repository.js';
import { type RevisionStay, reservationNumberOf, revisionStay } from './channel-manager-rules.js';
import { conflictNotices } from './conflict-notice.js';

/**
 * The channel manager's bookings (issue 44): its feed of booking revisions, read for each mapped property. A new
 * reservation lands through the desk's booking pipeline (the website's pricing and inventory, bookStay): source OTA,
 * the OTA's name, reservation code and the amount it charged, the OTA's guest; its revision is recorded in the
 * booking's own transaction, so it is booked once however often the feed repeats it. Only then is it acknowledged.
 * A revision for nights no longer free becomes a block over the nights that are (a conflict on the dashboard for the
 * rest), never an oversell. A modification goes through the desk's change, a cancellation through the desk's cancel.
 * What cannot be booked as it came (no Indian mobile for the guest, a refusal of the pipeline) holds its nights as a
 * block and is listed for the desk. docs/channels.md, "Channel manager".
 */

export interface PullDeps {
  booking: BookingDeps;
  api: ChannelManagerApi;
}

/** The system, as the audit log names what the channel manager did. */
const CHANNEL_MANAGER_ACTOR: Actor = { actorUserId: null, ip: null };

type Base = Omit<Parameters<typeof repo.insertRevision>[1], 'outcome'>;

/** A feed gives a page of revisions at a time; it is read again while each page brings new ones, up to this many. */
const MAX_FEED_PAGES = 20;

/** Reads every mapped property's feed and records and acknowledges each revision; answers how many were taken. */
export async function pullRevisions(deps: PullDeps, now: Date): Promise<number> {
  let read = 0;
  for (const mapping of await repo.mappedProperties(deps.booking.db)) {
    // What is acknowledged leaves the feed, so the next read gives the next page; one not taken (an error, retried
    // next time) would come back first, so a page with nothing new ends the read.
    const seen = new Set<string>();
    for (let page = 0; page < MAX_FEED_PAGES; page++) {
      const fresh = (await deps.api.readFeed(mapping.remoteId)).filter((r) => !seen.has(r.id));
      if (fresh.length === 0) break;
      for (const revision of fresh) {
        seen.add(revision.id);
        try {
          await receiveRevision(deps, mapping.propertyId, revision, now);
          read++;
        } catch (err) {
          // Not recorded or not acknowledged: the feed gives it again next time (recording is idempotent by its id).
          deps.booking.log.error({ err, revisionId: revision.id }, 'channel manager revision not taken');
        }
      }
    }
  }
  return read;
}

/** Records a revision once (by its id), then acknowledges it. */
export async function receiveRevision(deps: PullDeps, propertyId: string, revision: BookingRevision, now: Date) {
  if (!(await repo.findRevision(deps.booking.db, revision.id))) {
    try {
      await recordRevision(deps, propertyId, revision, now);
    } catch (err) {
      // Another process recorded it first (the same feed read twice at once): it is recorded, so it is acknowledged.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  await deps.api.acknowledge(revision.id);
  await repo.markRevisionAcked(deps.booking.db, revision.id, now);
}

async function recordRevision(deps: PullDeps, propertyId: string, revision: BookingRevision, now: Date) {
  const db = deps.booking.db;
  const { rooms, plans } = await repo.remoteMapsOf(db, propertyId);
  const read = revisionStay(
    revision,
    (remote) => rooms.find((r) => r.remoteId === remote.toLowerCase())?.roomTypeId,
    (remote) => plans.find((p) => p.remoteId === remote.toLowerCase()),
  );
  const base: Base = {
    revisionId: revision.id,
    remoteBookingId: revision.booking_id,
    propertyId,
    status: revision.status,
    otaName: revision.ota_name || 'Channel manager',
    otaReservationCode: revision.ota_reservation_code ?? null,
    amountPaise: 'stay' in read ? read.stay.amountPaise : null,
    commissionPaise: 'stay' in read ? read.stay.commissionPaise : null,
    payload: revision,
    receivedAt: now,
  };
  if ('problem' in read) {
    await repo.insertRevision(db, { ...base, outcome: 'attention', message: `Not booked: ${read.problem}.` });
    return;
  }
  const holder = await repo.holderOfRemoteBooking(db, revision.booking_id);
  if (revision.status === 'cancelled') return cancelRevision(deps, base, holder, now);
  if (holder?.bookingId) return changeRevision(deps, base, holder.bookingId, read.stay, now);
  if (holder?.blockId) {
    // The reservation was held as a block (a conflict or something the desk had to see): the desk settles it.
    await repo.insertRevision(db, {
      ...base,
      outcome: 'attention',
      blockId: holder.blockId,
      message: `${base.otaName} changed a reservation that is held as a block here: settle it at the desk.`,
    });
    return;
  }
  return bookRevision(deps, propertyId, base, read.stay, now);
}

async function bookRevision(deps: PullDeps, propertyId: string, base: Base, stay: RevisionStay, now: Date) {
  const phone = stay.guest.phone ? normalizeIndianMobile(stay.guest.phone) : null;
  if (!phone)
    return holdAsBlock(
      deps,
      propertyId,
      base,
      stay,
      'attention',
      `The guest has no Indian mobile number (${stay.guest.phone ?? 'none given'}), which a booking here needs: its nights are held by a block; enter the booking at the desk.`,
      now,
    );
  const email = emailSchema.safeParse(stay.guest.email ?? '');
  const parsed = createDeskBookingSchema.safeParse({
    propertyId,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.lines.map((l) => ({
      roomTypeId: l.roomTypeId,
      roomCount: l.roomCount,
      adults: l.adults,
      children: l.children,
      ...(l.ratePlanId ? { ratePlanId: l.ratePlanId } : {}),
    })),
    guest: { name: stay.guest.name, phone, ...(email.success ? { email: email.data } : {}) },
    source: 'ota',
    channelName: base.otaName.slice(0, 60),
    otaReservationNumber: reservationNumberOf(base.otaReservationCode) ?? reservationNumberOf(base.remoteBookingId),
    otaAmount: Math.max(1, Math.round((stay.amountPaise ?? 100) / 100)),
    notes: `From ${base.otaName} through Channex (booking ${base.remoteBookingId}).`,
    payment: { kind: 'at_property' },
  });
  if (!parsed.success)
    return holdAsBlock(
      deps,
      propertyId,
      base,
      stay,
      'attention',
      `Not booked: ${parsed.error.issues[0]?.message}.`,
      now,
    );
  try {
    await createDeskBooking(deps.booking, CHANNEL_MANAGER_ACTOR, parsed.data, now, {
      withBooking: (tx, booking) => repo.insertRevision(tx, { ...base, outcome: 'booked', bookingId: booking.id }),
    });
  } catch (err) {
    if (!(err instanceof AppError) || (err.statusCode !== 409 && err.statusCode !== 400)) throw err;
    if (err.statusCode === 409)
      return holdAsBlock(deps, propertyId, base, stay, 'conflict', `Not booked: ${err.message}`, now);
    return holdAsBlock(deps, propertyId, base, stay, 'attention', `Not booked: ${err.message}`, now);
  }
}

/**
 * The revision's nights held by a channel block, in the transaction that records it: nights already sold here are
 * the block's short nights (a conflict on the dashboard and the Calendar sync page), never an oversell.
 */
async function holdAsBlock(
  deps: PullDeps,
  propertyId: string,
  base: Base,
  stay: RevisionStay,
  outcome: 'conflict' | 'attention',
  message: string,
  now: Date,
) {
  const placed: string[] = [];
  let short = 0;
  await deps.booking.db.transaction(async (tx: Tx) => {
    let blockId: string | null = null;
    for (const line of stay.lines) {
      await lockRoomType(tx, line.roomTypeId);
      const block = await placeBlock(
        tx,
        {
          propertyId,
          roomTypeId: line.roomTypeId,
          kind: 'channel',
          startsOn: stay.checkIn,
          endsOn: stay.checkOut,
          roomCount: line.roomCount,
          reason: `${base.otaName} ${base.otaReservationCode ?? base.remoteBookingId} (${stay.guest.name}), from Channex`,
          createdBy: null,
          externalUid: base.revisionId,
        },
        'free',
      );
      blockId ??= block.id;
      placed.push(block.id);
      short += block.shortDates.length;
    }
    await repo.insertRevision(tx, {
      ...base,
      outcome: short > 0 ? 'conflict' : outcome,
      blockId,
      message,
    });
  });
  if (short > 0) await tellHotel(deps, base, placed, now);
}

/**
 * The hotel's contacts told of the nights the reservation found sold, at once and once (the message is claimed by the
 * revision), as a calendar's conflicts are (conflict-notice.ts), the OTA named as the channel.
 */
async function tellHotel(deps: PullDeps, base: Base, blockIds: string[], now: Date) {
  const { db, config, adapters, log } = deps.booking;
  try {
    const conflicts = (await roomBlockConflicts(db, now, { ids: blockIds })).map((c) => ({
      ...c,
      channel: base.otaName,
    }));
    for (const notice of conflictNotices(conflicts, { importId: base.revisionId, at: now }, config.publicUrl))
      await notifyHotel({ db, log, adapters }, notice);
  } catch (err) {
    // The conflict stands on the dashboard and the revision is recorded: a failed message never holds back its ack.
    log.error({ err, revisionId: base.revisionId }, 'channel manager conflict notice failed');
  }
}

async function changeRevision(deps: PullDeps, base: Base, bookingId: string, stay: RevisionStay, now: Date) {
  const db = deps.booking.db;
  try {
    await requestDeskChange(
      deps.booking,
      null,
      bookingId,
      {
        checkInDate: istDateToUnix(stay.checkIn),
        checkOutDate: istDateToUnix(stay.checkOut),
        roomIds: stay.lines.map((l) => ({
          id: l.roomTypeId,
          roomCount: l.roomCount,
          adults: l.adults,
          children: l.children,
          ratePlanId: l.ratePlanId ?? undefined,
        })),
        reason: `Changed on ${base.otaName} (Channex revision ${base.revisionId}).`,
        settle: 'at_property',
      },
      now,
    );
    await repo.insertRevision(db, { ...base, outcome: 'changed', bookingId });
  } catch (err) {
    if (!(err instanceof AppError) || (err.statusCode !== 409 && err.statusCode !== 400)) throw err;
    // Nothing to change (the same stay: a new guest note, say), or a change the pipeline refuses: the desk decides.
    const same = /no change|nothing to change|same stay/i.test(err.message);
    await repo.insertRevision(db, {
      ...base,
      outcome: same ? 'unchanged' : 'attention',
      bookingId,
      message: same ? null : `Not changed here: ${err.message}`,
    });
  }
}

async function cancelRevision(deps: PullDeps, base: Base, holder: repo.ChannelRevisionRow | null, now: Date) {
  const db = deps.booking.db;
  const reason = `Cancelled on ${base.otaName} (Channex revision ${base.revisionId}).`;
  if (holder?.bookingId) {
    try {
      await cancelAtDesk(deps.booking, holder.bookingId, { reason, refund: false }, CHANNEL_MANAGER_ACTOR, now);
      await repo.insertRevision(db, { ...base, outcome: 'cancelled', bookingId: holder.bookingId });
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 409) throw err;
      await repo.insertRevision(db, {
        ...base,
        outcome: 'attention',
        bookingId: holder.bookingId,
        message: `Not cancelled here: ${err.message}`,
      });
    }
    return;
  }
  if (holder?.blockId) {
    await releaseRoomBlock(db, CHANNEL_MANAGER_ACTOR, holder.blockId, now).catch((err) => {
      if (!(err instanceof AppError)) throw err;
    });
    await repo.insertRevision(db, { ...base, outcome: 'cancelled', blockId: holder.blockId });
    return;
  }
  await repo.insertRevision(db, { ...base, outcome: 'unchanged', message: 'Nothing here to cancel.' });
}
