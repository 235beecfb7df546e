import { paiseToRupees } from '@staybook/contract';
import { createDeskBookingSchema } from '@staybook/contract/desk-bookings';
import { formatDay } from '@staybook/contract/format';
import type { createGroupSchema, Group, GroupSummary, groupRoomSchema } from '@staybook/contract/groups';
import { addDays, type IsoDate, stayNights, todayIst } from '@staybook/contract/stay-dates';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { PropertyScope } from '../../db/property-scope.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { paymentLinkToken, paymentLinkUrl } from '../../lib/payment-link-token.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { Actor } from '../audit/audited-change.js';
import { createDeskBooking } from '../bookings-desk/desk-booking.service.js';
import { holdAllotmentNights, lockRoomType, pickUpAllotmentNights } from '../inventory/index.js';
import { bookingsMoneyOf } from '../ledger/index.js';
import type { BookingDeps } from '../ports/booking-payments.port.js';
import {
  findGroupNights,
  findGroupRooms,
  findGroups,
  findGroupView,
  findRoomTypesOf,
  type GroupRow,
  insertGroup,
  insertGroupNights,
  insertGroupRoom,
  lockGroup,
  setCutoff,
  takeHeldRoom,
} from './groups.repository.js';
import { allotmentOf, isPastCutoff, payerStatement, pickupProblem } from './groups-rules.js';

type CreateGroupInput = z.output<typeof createGroupSchema>;
export type GroupRoom = z.output<typeof groupRoomSchema>;

/**
 * Groups and allotments (docs/groups-and-allotments.md): the sales desk holds rooms for a wedding or an offsite at a
 * group rate until a cut-off date, then picks them up one room at a time from the rooming list (each a desk booking of
 * its own, taking its nights from the held rooms), and reads who owes what.
 */
export async function createGroup(db: Db, actor: Actor, input: CreateGroupInput, now = new Date()): Promise<string> {
  const allotment = allotmentOf(input.lines, input.cutoffDate, now);
  if ('problem' in allotment) throw badRequest(allotment.problem);
  const ids = [...new Set(input.lines.map((l) => l.roomTypeId))].sort();
  const types = await findRoomTypesOf(db, input.propertyId, ids);
  const missing = ids.find((id) => !types.some((t) => t.id === id));
  if (missing) throw badRequest('Choose room types of this property.');
  const archived = types.find((t) => t.status !== 'active');
  if (archived) throw badRequest(`${archived.name} is archived: its rooms are not on sale to hold.`);
  return db.transaction(async (tx) => {
    const group = await insertGroup(tx, {
      propertyId: input.propertyId,
      name: input.name,
      organiserName: input.organiser.name,
      organiserPhone: input.organiser.phone,
      organiserEmail: input.organiser.email ?? null,
      company: input.organiser.company ?? null,
      gstin: input.organiser.gstin ?? null,
      cutoffDate: input.cutoffDate,
      payer: input.payer,
      createdBy: actor.actorUserId,
    });
    for (const type of [...types].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const nights = allotment.nights.filter((n) => n.roomTypeId === type.id);
      await lockRoomType(tx, type.id);
      await holdAllotmentNights(tx, type, new Map(nights.map((n) => [n.stayDate, n.allotted])));
    }
    await insertGroupNights(
      tx,
      allotment.nights.map((n) => ({ ...n, groupId: group.id })),
    );
    await recordAudit(tx, {
      ...actor,
      action: 'group.create',
      entityType: 'booking_group',
      entityId: group.id,
      before: null,
      after: { ...group, lines: input.lines },
    });
    return group.id;
  });
}

/** Why the group takes no more rooms (released, or its cut-off is over), or null. */
function closedProblem(group: GroupRow, now: Date): string | null {
  if (group.releasedAt) return 'This group’s rooms were released: there are no held rooms left to pick up.';
  if (isPastCutoff(group.cutoffDate, now))
    return `The cut-off (${formatDay(group.cutoffDate)}) has passed: extend it to pick up more rooms.`;
  return null;
}

/**
 * One room of the rooming list picked up as a booking of its own: the desk's booking (same pricing, payment links and
 * messages), whose transaction first takes a held room of each of its nights from the group (the group locked, so two
 * desks picking the last room queue and one is refused) and hands it to the booking, never open inventory.
 */
export async function pickUpGroupRoom(
  deps: BookingDeps,
  actor: Actor,
  groupId: string,
  room: GroupRoom,
  now = new Date(),
): Promise<{ bookingId: string; code: string }> {
  const view = await findGroupView(deps.db, groupId);
  if (!view) throw notFound('Group');
  const group = view.group;
  const closed = closedProblem(group, now);
  if (closed) throw conflict(closed);
  const nights = await findGroupNights(deps.db, groupId, room.roomTypeId);
  const [type] = await findRoomTypesOf(deps.db, group.propertyId, [room.roomTypeId]);
  if (!type || nights.length === 0) throw badRequest('This room type is not part of the group’s allotment.');
  const outside = pickupProblem(nights, type.name, room.checkIn, room.checkOut);
  if (outside) throw conflict(outside);
  const phone = room.phone ?? (group.payer === 'master' ? group.organiserPhone : undefined);
  if (!phone)
    throw badRequest('Each guest pays their own room here: enter the guest’s mobile number for the payment link.');
  const dates = stayNights(room.checkIn as IsoDate, room.checkOut as IsoDate);
  const input = createDeskBookingSchema.parse({
    propertyId: group.propertyId,
    checkIn: room.checkIn,
    checkOut: room.checkOut,
    rooms: [{ roomTypeId: room.roomTypeId, roomCount: 1, adults: room.adults, children: room.children }],
    guest: { name: room.guestName, phone, email: room.email ?? (room.phone ? undefined : group.organiserEmail) ?? '' },
    source: 'corporate',
    notes: `Group: ${group.name}`,
    payment: group.payer === 'master' ? { kind: 'at_property' } : { kind: 'link' },
    // A master payer with a GSTIN is billed B2B: each room's tax invoice is made out to the company.
    ...(group.payer === 'master' && group.gstin
      ? { business: { companyName: group.company ?? group.organiserName, gstin: group.gstin } }
      : {}),
  });
  const agreed = new Map(nights.map((n) => [n.stayDate, n.ratePaise]));
  const result = await createDeskBooking(deps, actor, input, now, {
    group: {
      agreedRates: new Map([[room.roomTypeId, agreed]]),
      async beforeTake(tx: Tx) {
        const locked = await lockGroup(tx, groupId);
        const problem = locked ? closedProblem(locked, now) : 'This group no longer exists.';
        if (problem) throw conflict(problem);
        const current = await findGroupNights(tx, groupId, room.roomTypeId);
        const refusal = pickupProblem(current, type.name, room.checkIn, room.checkOut);
        if (refusal) throw conflict(refusal);
        await lockRoomType(tx, room.roomTypeId);
        const taken = await takeHeldRoom(tx, groupId, room.roomTypeId, dates);
        if (taken.length !== dates.length) throw conflict('The group’s rooms changed while saving; please try again.');
        await pickUpAllotmentNights(tx, room.roomTypeId, dates);
      },
      async withInserted(tx, booking) {
        await insertGroupRoom(tx, {
          groupId,
          bookingId: booking.id,
          roomTypeId: room.roomTypeId,
          guestName: room.guestName,
          checkIn: room.checkIn,
          checkOut: room.checkOut,
          createdBy: actor.actorUserId,
        });
      },
    },
  });
  return { bookingId: result.bookingId, code: result.code };
}

/** Moves the cut-off (extend, or bring forward while it is still ahead); refused once released. Audited. */
export async function setGroupCutoff(db: Db, actor: Actor, id: string, cutoffDate: IsoDate, now = new Date()) {
  await db.transaction(async (tx) => {
    const group = await lockGroup(tx, id);
    if (!group) throw notFound('Group');
    if (group.releasedAt) throw conflict('This group’s rooms were released: a new cut-off cannot hold them again.');
    const today = todayIst(now);
    if (cutoffDate < today) throw badRequest(`The cut-off must be today (${formatDay(today)}) or later.`);
    const nights = await findGroupNights(tx, id);
    const first = nights.map((n) => n.stayDate).sort()[0];
    if (first && cutoffDate >= first)
      throw badRequest(`The cut-off must be before the first night held (${formatDay(first)}).`);
    await setCutoff(tx, id, cutoffDate, now);
    await recordAudit(tx, {
      ...actor,
      action: 'group.cutoff',
      entityType: 'booking_group',
      entityId: id,
      before: { cutoffDate: group.cutoffDate },
      after: { cutoffDate },
    });
  });
}

/** The group as the console shows it: the allotment grid, the rooming list with each room's money, the statement. */
export async function groupView(deps: Pick<BookingDeps, 'db' | 'config'>, id: string): Promise<Group> {
  const view = await findGroupView(deps.db, id);
  if (!view) throw notFound('Group');
  const { group } = view;
  const [nights, rooms] = await Promise.all([findGroupNights(deps.db, id), findGroupRooms(deps.db, id)]);
  const types = await findRoomTypesOf(deps.db, group.propertyId, [...new Set(nights.map((n) => n.roomTypeId))]);
  const money = await bookingsMoneyOf(
    deps.db,
    rooms.map((r) => ({ id: r.room.bookingId, status: r.status, totalPostTaxPaise: r.totalPostTaxPaise })),
  );
  const roomViews = rooms.map((r) => {
    const m = money.get(r.room.bookingId)!;
    // The link the guest was sent (the desk's, pickUpGroupRoom): the page in the room booking's language.
    const link =
      r.status === 'pending_payment' && r.holdExpiresAt
        ? paymentLinkUrl(deps.config.publicUrl, paymentLinkToken(deps.config.authSecret, r.room.bookingId), r.language)
        : null;
    return {
      id: r.room.id,
      bookingId: r.room.bookingId,
      code: r.code,
      status: r.status,
      guestName: r.room.guestName,
      roomTypeId: r.room.roomTypeId,
      roomTypeName: r.roomTypeName,
      checkIn: r.room.checkIn,
      checkOut: r.room.checkOut,
      total: paiseToRupees(m.chargedPaise),
      paid: paiseToRupees(m.paidPaise),
      due: paiseToRupees(m.duePaise),
      paymentLink: link,
      money: m,
    };
  });
  const masterName = group.company ? `${group.company} (${group.organiserName})` : group.organiserName;
  const statement = payerStatement(
    group.payer as Group['payer'],
    masterName,
    roomViews.map((r) => ({
      guestName: r.guestName,
      chargedPaise: r.money.chargedPaise,
      paidPaise: r.money.paidPaise,
      duePaise: r.money.duePaise,
    })),
  ).map((l) => ({
    payer: l.payer,
    rooms: l.rooms,
    owes: paiseToRupees(l.owesPaise),
    paid: paiseToRupees(l.paidPaise),
    due: paiseToRupees(l.duePaise),
  }));
  return {
    id: group.id,
    propertyId: group.propertyId,
    propertyName: view.propertyName,
    name: group.name,
    organiser: {
      name: group.organiserName,
      phone: group.organiserPhone,
      email: group.organiserEmail,
      company: group.company,
      gstin: group.gstin,
    },
    cutoffDate: group.cutoffDate,
    payer: group.payer as Group['payer'],
    status: group.releasedAt ? 'released' : 'holding',
    releasedAt: group.releasedAt ? Math.floor(group.releasedAt.getTime() / 1000) : null,
    roomTypes: types
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((t) => ({
        roomTypeId: t.id,
        name: t.name,
        nights: nights
          .filter((n) => n.roomTypeId === t.id)
          .map((n) => ({
            date: n.stayDate,
            rate: paiseToRupees(n.ratePaise),
            allotted: n.allotted,
            held: n.held,
            picked: n.allotted - n.held - n.released,
            released: n.released,
          })),
      })),
    rooms: roomViews.map(({ money: _money, ...r }) => r),
    statement,
  };
}

export async function listGroups(db: Db, scope: PropertyScope, propertyId?: string): Promise<GroupSummary[]> {
  const rows = await findGroups(db, scope, propertyId);
  return rows.map((r) => ({
    id: r.group.id,
    name: r.group.name,
    propertyName: r.propertyName,
    organiserName: r.group.organiserName,
    cutoffDate: r.group.cutoffDate,
    status: r.group.releasedAt ? 'released' : 'holding',
    firstNight: r.firstNight,
    lastNight: r.lastNight,
    allotted: r.allotted,
    held: r.held,
    picked: r.picked,
    rooms: r.rooms,
  }));
}

/** The allotment's room types with their first night and the morning after their last (a rooming row's defaults). */
export async function roomingRoomTypes(db: Db, groupId: string) {
  const view = await findGroupView(db, groupId);
  if (!view) throw notFound('Group');
  const nights = await findGroupNights(db, groupId);
  const types = await findRoomTypesOf(db, view.group.propertyId, [...new Set(nights.map((n) => n.roomTypeId))]);
  return types.map((t) => {
    const dates = nights
      .filter((n) => n.roomTypeId === t.id)
      .map((n) => n.stayDate)
      .sort();
    return { id: t.id, name: t.name, firstNight: dates[0]!, checkOut: addDays(dates.at(-1)!, 1) };
  });
}
