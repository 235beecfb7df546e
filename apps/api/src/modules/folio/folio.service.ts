import type { Extra, ExtraInput, ExtraUnit, Folio, FolioLine, PostFolioCharge } from '@staybook/contract/folio';
import { extraInputSchema, postFolioChargeSchema } from '@staybook/contract/folio';
import { paiseToRupees, rupeesToPaise } from '@staybook/contract/money';
import { todayIst } from '@staybook/contract/stay-dates';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import { type BookingRow, findBooking, lockBooking, paymentsOfBookings } from '../bookings/bookings.repository.js';
import { deskPaymentsOf } from '../bookings/desk-payments.repository.js';
import { bookingMoneyOf, recordFolioCharge, stayChargeOf } from '../ledger/index.js';
import type { ServiceDeps } from '../service-deps.js';
import * as repo from './folio.repository.js';
import { accommodationRateBp, chargesByPayer, checkOutRefusal, extraChargeText, priceExtra } from './folio-rules.js';

/**
 * Folios and extras (docs/folios-and-extras.md): the brand's extras as data, and a booking's folio — its room-nights
 * as the books charge them, the extras the desk posted (to the guest or a company), the payments and the balance.
 * Posting or removing an extra is audited on the booking and put in the books in the same transaction (ledger
 * recordFolioCharge), so the balance, the money check and the invoice read it at once.
 */

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export function extraView(row: repo.ExtraRow): Extra {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sac: row.sac,
    gstRate: row.gstBp === null ? null : row.gstBp / 100,
    price: paiseToRupees(row.pricePaise),
    unit: row.unit as Extra['unit'],
    propertyIds: row.propertyIds,
    active: row.active,
    offeredOnline: row.offeredOnline,
  };
}

const extraValues = (input: ReturnType<typeof extraInputSchema.parse>) => ({
  name: input.name,
  description: input.description,
  sac: input.sac,
  gstBp: input.gstRate === null ? null : Math.round(input.gstRate * 100),
  pricePaise: rupeesToPaise(input.price),
  unit: input.unit,
  propertyIds: input.propertyIds,
  active: input.active,
  offeredOnline: input.offeredOnline,
});

/** An extra offered at a property that does not exist is refused in words (nothing saved). */
async function assertPropertiesExist(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if ((await repo.unknownPropertyIds(db, ids)).length > 0)
    throw badRequest('A property chosen for this extra does not exist. Reload the page and choose again.');
}

export async function listExtras(db: DbOrTx): Promise<Extra[]> {
  return (await repo.allExtras(db)).map(extraView);
}

export async function createExtra(db: Db, actor: Actor, body: ExtraInput): Promise<Extra> {
  const input = extraInputSchema.parse(body);
  return db.transaction(async (tx) => {
    if (await repo.extraNamed(tx, input.name)) throw conflict(`An extra named “${input.name}” exists already.`);
    await assertPropertiesExist(tx, input.propertyIds);
    const row = await repo.insertExtra(tx, { ...extraValues(input), updatedBy: actor.actorUserId });
    await recordAudit(tx, {
      ...actor,
      action: 'folio.extra.create',
      entityType: 'extra',
      entityId: row.id,
      before: null,
      after: extraView(row),
    });
    return extraView(row);
  });
}

export async function updateExtra(
  db: Db,
  actor: Actor,
  id: string,
  body: ExtraInput,
  now = new Date(),
): Promise<Extra> {
  const input = extraInputSchema.parse(body);
  return auditedChange(db, actor, {
    action: 'folio.extra.update',
    entityType: 'extra',
    entityId: id,
    what: 'Extra',
    lock: repo.lockExtra,
    async change(tx, before) {
      const same = await repo.extraNamed(tx, input.name);
      if (same && same.id !== id) throw conflict(`An extra named “${input.name}” exists already.`);
      await assertPropertiesExist(tx, input.propertyIds);
      const row = await repo.updateExtra(tx, id, {
        ...extraValues(input),
        updatedBy: actor.actorUserId,
        updatedAt: now,
      });
      return { result: extraView(row), before: extraView(before), after: extraView(row) };
    },
  });
}

/** The booking's folio: every charge, every payment, what each payer is charged and the balance (the books' figure). */
export async function folioOf(db: DbOrTx, bookingId: string): Promise<Folio> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound('Booking');
  // In order: the caller may pass its transaction.
  const { lines: rooms } = await stayChargeOf(db, booking.id, booking.taxPaise);
  const charges = await repo.chargesOf(db, booking.id);
  const money = await bookingMoneyOf(db, booking);
  const online = await paymentsOfBookings(db, [booking.id]);
  const desk = await deskPaymentsOf(db, [booking.id]);
  const offered = await repo.extrasOffered(db, booking.propertyId);
  const company = booking.businessName && booking.businessGstin;
  const roomPayer = {
    payer: company ? ('company' as const) : ('guest' as const),
    payerName: company ? booking.businessName : null,
    payerGstin: company ? booking.businessGstin : null,
  };
  const lines: FolioLine[] = [
    ...rooms.map((l) => ({
      id: l.key,
      kind: 'room' as const,
      date: l.date,
      description: `${l.roomTypeName} · ${l.roomNights} room-night${l.roomNights === 1 ? '' : 's'}`,
      sac: '996311',
      quantity: l.roomNights,
      ratePercent: l.gstBp / 100,
      taxableValue: paiseToRupees(l.rentPaise),
      tax: paiseToRupees(l.taxPaise),
      total: paiseToRupees(l.rentPaise + l.taxPaise),
      ...roomPayer,
      removed: null,
    })),
    ...charges.map((c) => ({
      id: c.id,
      kind: 'extra' as const,
      date: c.chargeDate,
      description: c.description ?? `${c.name} × ${c.quantity}`,
      sac: c.sac,
      quantity: c.quantity,
      ratePercent: c.gstBp / 100,
      taxableValue: paiseToRupees(c.taxablePaise),
      tax: paiseToRupees(c.taxPaise),
      total: paiseToRupees(c.taxablePaise + c.taxPaise),
      payer: c.payer as FolioLine['payer'],
      payerName: c.payerName,
      payerGstin: c.payerGstin,
      removed: c.removedAt ? { at: unix(c.removedAt), reason: c.removedReason ?? '' } : null,
    })),
  ];
  const payerCharges = [
    ...rooms.map((l) => ({ ...roomPayer, grossPaise: l.rentPaise + l.taxPaise })),
    ...charges
      .filter((c) => !c.removedAt)
      .map((c) => ({
        payer: c.payer as FolioLine['payer'],
        payerName: c.payerName,
        payerGstin: c.payerGstin,
        grossPaise: c.taxablePaise + c.taxPaise,
      })),
  ];
  const captured = online.filter((p) => ['captured', 'refund_pending', 'refunded'].includes(p.status));
  return {
    bookingId: booking.id,
    bookingCode: booking.code,
    nights: booking.nights,
    lines,
    payments: [
      ...captured.map((p) => ({
        at: unix(p.createdAt),
        method: p.method ?? 'online',
        reference: null,
        amount: paiseToRupees(p.capturedPaise ?? p.amountPaise),
      })),
      ...desk.map((d) => ({
        at: unix(d.recordedAt),
        method: d.method,
        reference: d.reference,
        amount: paiseToRupees(d.amountPaise),
      })),
    ].sort((a, b) => a.at - b.at),
    payers: chargesByPayer(booking.guestName, payerCharges).map((p) => ({
      payer: p.payer,
      name: p.name,
      gstin: p.gstin,
      charged: paiseToRupees(p.grossPaise),
    })),
    charged: paiseToRupees(money.chargedPaise),
    paid: paiseToRupees(money.paidPaise),
    balance: paiseToRupees(money.duePaise),
    extras: offered.map(extraView),
  };
}

const POSTABLE = ['confirmed', 'checked_in'];

/** Posts an extra to the folio (audited on the booking) and puts it in the books; answers the folio. */
export async function postCharge(
  deps: Pick<ServiceDeps, 'db' | 'effects'>,
  bookingId: string,
  body: PostFolioCharge,
  actor: Actor,
  now = new Date(),
): Promise<Folio> {
  const input = postFolioChargeSchema.parse(body);
  await auditedChange(deps.db, actor, {
    action: 'booking.folio_charge_posted',
    entityType: 'booking',
    entityId: bookingId,
    what: 'Booking',
    lock: lockBooking,
    async change(tx, booking: BookingRow) {
      if (!POSTABLE.includes(booking.status))
        throw conflict('Extras can be added only to a confirmed or checked-in booking.');
      const extra = await repo.findExtra(tx, input.extraId);
      const offered =
        extra?.active && (extra.propertyIds.length === 0 || extra.propertyIds.includes(booking.propertyId));
      if (!extra || !offered) throw conflict('This extra is not offered at this property.');
      if (input.nights !== undefined && input.nights > booking.nights)
        throw badRequest(`Nights can be at most the stay’s ${booking.nights} night${booking.nights === 1 ? '' : 's'}.`);
      const { lines } = await stayChargeOf(tx, booking.id, booking.taxPaise);
      const unit = extra.unit as ExtraUnit;
      const price = priceExtra(
        { pricePaise: extra.pricePaise, gstBp: extra.gstBp, unit },
        { quantity: input.quantity, nights: input.nights ?? booking.nights },
        accommodationRateBp(lines.map((l) => l.gstBp)),
      );
      const company = input.payer === 'company';
      const charge = await repo.insertCharge(tx, {
        bookingId: booking.id,
        extraId: extra.id,
        name: extra.name,
        sac: extra.sac,
        unitPricePaise: extra.pricePaise,
        quantity: input.quantity,
        ...price,
        description: extraChargeText({
          name: extra.name,
          unit,
          unitPricePaise: extra.pricePaise,
          quantity: input.quantity,
          nights: price.nights,
        }),
        chargeDate: todayIst(now),
        payer: input.payer,
        payerName: company ? (input.companyName ?? null) : null,
        payerGstin: company ? (input.gstin ?? null) : null,
        postedBy: actor.actorUserId,
        postedAt: now,
      });
      await recordFolioCharge(tx, charge, 'post', actor.actorUserId, now);
      return {
        result: charge,
        before: null,
        after: {
          folioChargeId: charge.id,
          extra: extra.name,
          quantity: input.quantity,
          ...(price.nights !== null ? { nights: price.nights } : {}),
          sac: extra.sac,
          ratePercent: price.gstBp / 100,
          amount: paiseToRupees(price.taxablePaise + price.taxPaise),
          payer: input.payer,
          ...(company ? { companyName: input.companyName, gstin: input.gstin } : {}),
        },
      };
    },
  });
  await deps.effects.settle(bookingId, now);
  return folioOf(deps.db, bookingId);
}

/**
 * The extras the guest added online (docs/folios-and-extras.md), posted to the folio when the booking is confirmed by
 * its payment, inside that transaction (the booking locked): one charge per extra as priced when held (the guest's,
 * on the day of check-in, posted by nobody: the guest bought it), each put in the books at once, so the payment that
 * paid them and the charges are one figure (charged = rooms + extras = captured). Nothing when none were added or
 * they are on the folio already.
 */
export async function postOnlineExtras(tx: Tx, booking: BookingRow, now: Date): Promise<void> {
  if (booking.onlineExtras.length === 0) return;
  const posted = await repo.chargesOf(tx, booking.id);
  const online = new Set(booking.onlineExtras.map((l) => l.extraId));
  if (posted.some((c) => c.postedBy === null && online.has(c.extraId))) return;
  for (const [i, line] of booking.onlineExtras.entries()) {
    const charge = await repo.insertCharge(tx, {
      bookingId: booking.id,
      extraId: line.extraId,
      name: line.name,
      sac: line.sac,
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      nights: line.nights ?? null,
      description: extraChargeText(line),
      gstBp: line.gstBp,
      taxablePaise: line.taxablePaise,
      taxPaise: line.taxPaise,
      chargeDate: booking.checkIn,
      payer: 'guest',
      payerName: null,
      payerGstin: null,
      postedBy: null,
      // A millisecond apart, so the folio lists them in the guest's order.
      postedAt: new Date(now.getTime() + i),
    });
    await recordFolioCharge(tx, charge, 'post', null, now);
  }
}

/** Removes a charge posted by mistake (the row stays, marked, audited with the reason); the books give it back. */
export async function removeCharge(
  deps: Pick<ServiceDeps, 'db' | 'effects'>,
  bookingId: string,
  chargeId: string,
  reason: string,
  actor: Actor,
  now = new Date(),
): Promise<Folio> {
  await auditedChange(deps.db, actor, {
    action: 'booking.folio_charge_removed',
    entityType: 'booking',
    entityId: bookingId,
    what: 'Booking',
    lock: lockBooking,
    async change(tx, booking: BookingRow) {
      if (!POSTABLE.includes(booking.status))
        throw conflict('Charges can be removed only while the booking is confirmed or checked in.');
      const charge = await repo.lockCharge(tx, booking.id, chargeId);
      if (!charge) throw notFound('Charge');
      if (charge.removedAt) throw conflict('This charge was removed already.');
      await repo.markRemoved(tx, charge.id, { removedBy: actor.actorUserId, removedAt: now, removedReason: reason });
      await recordFolioCharge(tx, charge, 'remove', actor.actorUserId, now);
      return {
        result: null,
        before: { folioChargeId: charge.id, extra: charge.name, quantity: charge.quantity },
        after: { removed: true, reason },
      };
    },
  });
  await deps.effects.settle(bookingId, now);
  return folioOf(deps.db, bookingId);
}

/** Why a no-show's extras are removed (docs/folios-and-extras.md): kept on each charge, shown on the folio. */
export const NO_SHOW_EXTRAS_REASON = 'Not supplied: the guest did not arrive (no-show).';

/** The folio's standing extras (not removed): what a no-show would give back, GST included (paise). */
export async function standingExtrasPaise(db: DbOrTx, bookingId: string): Promise<number> {
  return (await repo.chargesOf(db, bookingId))
    .filter((c) => !c.removedAt)
    .reduce((n, c) => n + c.taxablePaise + c.taxPaise, 0);
}

/**
 * A no-show's extras were never supplied: inside the no-show's transaction (the booking locked), every standing charge
 * is removed with NO_SHOW_EXTRAS_REASON and given back in the books (a negative extra_charge each, so a credit note
 * follows), before the booking moves, so its no-show fee reads the money held without them. Answers their sum.
 */
export async function removeExtrasNotSupplied(
  tx: Tx,
  bookingId: string,
  actorUserId: string | null,
  now: Date,
): Promise<number> {
  let grossPaise = 0;
  for (const c of await repo.chargesOf(tx, bookingId)) {
    if (c.removedAt) continue;
    await repo.markRemoved(tx, c.id, { removedBy: actorUserId, removedAt: now, removedReason: NO_SHOW_EXTRAS_REASON });
    await recordFolioCharge(tx, c, 'remove', actorUserId, now);
    grossPaise += c.taxablePaise + c.taxPaise;
  }
  return grossPaise;
}

/**
 * The check-out's rule for the folio, read inside its transaction (the booking locked): refused while a stay with
 * extras has a balance (folio-rules checkOutRefusal). Answers the refusal's words, or null.
 */
export async function folioCheckOutRefusal(tx: DbOrTx, booking: BookingRow): Promise<string | null> {
  const charges = await repo.chargesOf(tx, booking.id);
  const hasExtras = charges.some((c) => !c.removedAt);
  if (!hasExtras) return null;
  const money = await bookingMoneyOf(tx, booking);
  return checkOutRefusal(hasExtras, money.duePaise);
}

/** Saves extras that are not there yet (by name, any case): the demo's seed. Answers how many were added. */
export async function seedExtras(db: DbOrTx, list: readonly ExtraInput[]): Promise<number> {
  let added = 0;
  for (const body of list) {
    const input = extraInputSchema.parse(body);
    if (await repo.extraNamed(db, input.name)) continue;
    await repo.insertExtra(db, extraValues(input));
    added += 1;
  }
  return added;
}
