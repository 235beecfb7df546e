import { randomUUID } from 'node:crypto';
import {
  changeLineTexts,
  changeMoneyStateText,
  changeMoneyText,
  englishChangeWords,
} from '@staybook/contract/booking-change-texts';
import { changeRefusalText, GUEST_CHANGE_CLOSED_MESSAGE } from '@staybook/contract/booking-changes';
import { type ChangeCallRefusal, changeCallRefusalText } from '@staybook/contract/change-call-refusal';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import { mailOutbox } from '../src/db/schema/accounts.js';
import { bookingChanges, bookingRooms, paymentRefunds, payments } from '../src/db/schema/bookings.js';
import { roomTypes } from '../src/db/schema/catalogue.js';
import { ledgerEntries, taxDocuments } from '../src/db/schema/ledger.js';
import { paymentLinkToken } from '../src/lib/payment-link-token.js';
import { expireUnpaidChanges } from '../src/modules/bookings/changes/booking-changes.service.js';
import { bookingPayments } from '../src/modules/payments/booking-payments.js';
import { settleSandboxRefunds } from '../src/modules/payments/sandbox-refunds.js';
import { describeEachDatabase } from './setup-db.js';
import { createPromotion } from './support/factories/promotions.js';
import {
  book,
  bookingPayload,
  createGuest,
  createPolicy,
  createRatePlan,
  createRoomForSale,
  createRoomType,
  dayFromToday,
  type Guest,
  inventoryOf,
  istDay,
  paidBooking,
  policies,
  type RoomForSale,
  type SignedInRoles,
  setInventory,
  signedInRoles,
} from './support/factories.js';
import { bookingRow, payInCheckout, silentLog, withEffects } from './support/payment-helpers.js';

const MINUTE = 60_000;

describeEachDatabase('booking changes (dates, rooms, plan, guests; guest and desk)', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'front_desk');
  });
  const db = () => use().database.db;
  const guest = () => createGuest(db(), use().config);
  const stay = (f: RoomForSale, from: number, to: number, rooms = [{ id: f.roomTypeId, roomCount: 1, adults: 1 }]) => ({
    checkInDate: dayFromToday(from),
    checkOutDate: dayFromToday(to),
    roomIds: rooms.map((r) => ({ children: 0, ...r })),
  });
  const guestPreview = (g: Guest, bookingId: string, body: object) =>
    use().app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/change/preview',
      headers: g.headers,
      payload: { bookingId, ...body },
    });
  const guestChange = (g: Guest, bookingId: string, body: object) =>
    use().app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/change',
      headers: g.headers,
      payload: { bookingId, ...body },
    });
  const deskPreview = (bookingId: string, body: object) =>
    use().app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${bookingId}/changes/preview`,
      headers: people.staff.headers,
      payload: body,
    });
  const deskChange = (bookingId: string, body: object) =>
    use().app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${bookingId}/changes`,
      headers: people.staff.headers,
      payload: body,
    });
  const deps = () =>
    withEffects({ db: db(), config: use().config, adapters: createAdapters(use().config, db()), log: silentLog });
  const paid = (g: Guest, f: RoomForSale, from: number, to: number) =>
    paidBooking(use().app, g, { propertyId: f.propertyId, roomTypeId: f.roomTypeId, from, to });
  const guestHistory = (g: Guest, bookingId: string) =>
    use().app.inject({ method: 'GET', url: `/property/v1/app/booking/${bookingId}/changes`, headers: g.headers });
  const deskHistory = (bookingId: string) =>
    use().app.inject({ method: 'GET', url: `/api/admin/bookings/${bookingId}/changes`, headers: people.staff.headers });
  const nightsBooked = async (roomTypeId: string) =>
    Object.fromEntries((await inventoryOf(db(), roomTypeId)).map((n) => [n.date, n.booked]));

  it("a guest's date change is priced, paid online for the difference, and only then moves the nights", async () => {
    const f = await createRoomForSale(db(), { rupees: 4_000, available: 3 });
    const g = await guest();
    const booked = await paid(g, f, 5, 7);
    const before = await bookingRow(db(), booked.bookingId);

    // The change screen opens on the stay as booked, in the change request's own shape.
    const current = await use().app.inject({
      method: 'GET',
      url: `/property/v1/app/booking/${booked.bookingId}/stay`,
      headers: g.headers,
    });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().data).toMatchObject({
      checkInDate: dayFromToday(5),
      checkOutDate: dayFromToday(7),
      nights: 2,
      rooms: [{ roomTypeId: f.roomTypeId, roomCount: 1, adults: 1, children: 0 }],
    });
    const deskCurrent = await use().app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${booked.bookingId}/stay`,
      headers: people.staff.headers,
    });
    expect(deskCurrent.json().data).toEqual(current.json().data);
    const stranger = await use().app.inject({
      method: 'GET',
      url: `/property/v1/app/booking/${booked.bookingId}/stay`,
      headers: (await guest()).headers,
    });
    expect(stranger.statusCode).toBe(404);

    const preview = await guestPreview(g, booked.bookingId, stay(f, 5, 8));
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data;
    expect(p).toMatchObject({ allowed: true, reason: null, kinds: ['dates'], settlement: 'pay_online' });
    expect(p.before.total * 100).toBe(before!.totalPostTaxPaise);
    // One more night at the same rate: the difference is half the old two nights' total, all paid now (prepaid).
    expect(p.difference).toBe(p.after.total - p.before.total);
    expect(p.after.total).toBe(Math.round((p.before.total * 3) / 2));
    expect(p.payNow).toBe(p.difference);
    expect(p.message).toContain('You pay');
    // The sentence's facts are the preview's own (issue 43: a guest page in another language words them).
    expect(changeMoneyText(p, englishChangeWords)).toBe(p.message);

    const res = await guestChange(g, booked.bookingId, stay(f, 5, 8));
    expect(res.statusCode, res.body).toBe(200);
    const { change, payment } = res.json().data;
    expect(change).toMatchObject({ status: 'awaiting_payment', by: 'guest', settlement: 'pay_online' });
    expect(payment.orderDetails.amount).toBe(p.payNow * 100);
    // Nothing moved before the payment: the old stay still holds its two nights, the third is free.
    expect(await nightsBooked(f.roomTypeId)).toMatchObject({ [istDay(5)]: 1, [istDay(6)]: 1, [istDay(7)]: 0 });
    expect((await bookingRow(db(), booked.bookingId))!.checkOut).toBe(istDay(7));

    const checkout = await payInCheckout(use().app, payment.orderDetails.id);
    expect(checkout.json().paid).toBe(true);
    const after = await bookingRow(db(), booked.bookingId);
    expect(after).toMatchObject({ status: 'confirmed', checkIn: istDay(5), checkOut: istDay(8), nights: 3 });
    expect(after!.totalPostTaxPaise).toBe(p.after.total * 100);
    expect(await nightsBooked(f.roomTypeId)).toMatchObject({ [istDay(5)]: 1, [istDay(6)]: 1, [istDay(7)]: 1 });
    const captured = await db().select().from(payments).where(eq(payments.bookingId, booked.bookingId));
    expect(captured.map((x) => x.status).sort()).toEqual(['captured', 'captured']);

    // The books carry the third night and a debit note for it; the history shows the change to guest and desk.
    const docs = await db().select().from(taxDocuments).where(eq(taxDocuments.bookingId, booked.bookingId));
    expect(docs.map((d) => d.kind).sort()).toEqual(['debit_note', 'invoice']);
    const history = await guestHistory(g, booked.bookingId);
    expect(history.statusCode, history.body).toBe(200);
    const [made] = history.json().data;
    expect(made).toMatchObject({ status: 'applied', kinds: ['dates'], paid: p.payNow });
    expect(made.lines[0]).toMatch(/^Dates changed from .+ to .+\.$/);
    expect(changeLineTexts(made.kinds, made.before, made.after, englishChangeWords)).toEqual(made.lines);
    expect(made.moneyText).toContain('paid online');
    expect(made.moneyState).toEqual({ kind: 'paidOnline', amount: p.payNow });
    expect(changeMoneyStateText(made.moneyState, englishChangeWords)).toBe(made.moneyText);
    const desk = await deskHistory(booked.bookingId);
    expect(desk.json().data).toHaveLength(1);
  });

  it('a staff room change refunds the difference through the provider, and a later cancellation refunds only the rest', async () => {
    const f = await createRoomForSale(db(), { roomName: 'Sea View Room', rupees: 6_000, available: 2 });
    const garden = await createRoomType(db(), f.propertyId, { name: 'Garden Room', totalRooms: 2 });
    await setInventory(db(), garden.id, istDay(0), 20, { rupees: 4_000, available: 2 });
    const g = await guest();
    const booked = await paid(g, f, 4, 6);
    const paidPaise = (await bookingRow(db(), booked.bookingId))!.totalPostTaxPaise;

    const cheaper = stay(f, 4, 6, [{ id: garden.id, roomCount: 1, adults: 1 }]);
    const preview = await deskPreview(booked.bookingId, cheaper);
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json().data;
    expect(p).toMatchObject({ allowed: true, kinds: ['rooms'], settlement: 'refund' });
    expect(p.refund).toBe(-p.difference);
    expect(p.message).toContain('refunded to the original payment method');
    expect(changeMoneyText(p, englishChangeWords)).toBe(p.message);
    expect(changeLineTexts(p.kinds, p.before, p.after, englishChangeWords)).toEqual([
      'Rooms changed from 1 × Sea View Room to 1 × Garden Room.',
    ]);

    const noReason = await deskChange(booked.bookingId, cheaper);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toContain('Please say why the booking is changed.');

    const res = await deskChange(booked.bookingId, { ...cheaper, reason: 'Sea view room out of order (AC leak)' });
    expect(res.statusCode, res.body).toBe(200);
    const { change } = res.json().data;
    expect(change).toMatchObject({
      status: 'applied',
      by: 'staff',
      reason: 'Sea view room out of order (AC leak)',
      refund: p.refund,
    });
    expect(change.staffName).toBeTruthy();
    expect(change.moneyText).toMatch(/^A refund of .+ was initiated on /);
    expect(change.moneyState).toMatchObject({ kind: 'refundSent', amount: p.refund });
    expect(changeMoneyStateText(change.moneyState, englishChangeWords)).toBe(change.moneyText);
    // The guest is told what changed and what comes back.
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Booking changed — ${booked.code}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Rooms changed from 1 × Sea View Room to 1 × Garden Room.');
    const lines = await db().select().from(bookingRooms).where(eq(bookingRooms.bookingId, booked.bookingId));
    expect(lines.map((l) => l.roomTypeId)).toEqual([garden.id]);
    expect(await nightsBooked(f.roomTypeId)).toMatchObject({ [istDay(4)]: 0, [istDay(5)]: 0 });
    expect(await nightsBooked(garden.id)).toMatchObject({ [istDay(4)]: 1, [istDay(5)]: 1 });

    // Sent to the provider once, in the books once; the sandbox's bank credits it and the history says so.
    const [refund] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, booked.bookingId));
    expect(refund).toMatchObject({ amountPaise: p.refund * 100, refundStatus: 'pending' });
    expect(refund!.providerRefundId).toBeTruthy();
    const refundsInBooks = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.bookingId, booked.bookingId), eq(ledgerEntries.kind, 'refund')));
    expect(refundsInBooks.map((e) => e.cashPaise)).toEqual([-p.refund * 100]);
    await settleSandboxRefunds(deps(), new Date(Date.now() + (use().config.SANDBOX_REFUND_MINUTES + 1) * MINUTE));
    const [credited] = await db().select().from(paymentRefunds).where(eq(paymentRefunds.id, refund!.id));
    expect(credited!.refundStatus).toBe('processed');
    const history = await guestHistory(g, booked.bookingId);
    const [refunded] = history.json().data;
    expect(refunded.moneyText).toMatch(/refunded to the original payment method on/);
    expect(refunded.moneyState.kind).toBe('refunded');
    expect(changeMoneyStateText(refunded.moneyState, englishChangeWords)).toBe(refunded.moneyText);

    // Cancelled inside the free window: what is left of the payment comes back, not the whole of it again.
    const cancel = await use().app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/cancel',
      headers: g.headers,
      payload: { bookingId: booked.bookingId },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.refundAmount * 100).toBe(paidPaise - p.refund * 100);
    const [pay] = await db().select().from(payments).where(eq(payments.bookingId, booked.bookingId));
    expect(pay!.refundAmountPaise).toBe(paidPaise - p.refund * 100);
  });

  it('a desk change to a dearer stay sends a payment link for the difference, which the guest pays', async () => {
    const f = await createRoomForSale(db(), { rupees: 4_500, available: 2 });
    const g = await guest();
    const booked = await paid(g, f, 6, 7);
    const longer = { ...stay(f, 6, 8), reason: 'Guest called to stay one more night', settle: 'link' };
    const preview = (await deskPreview(booked.bookingId, longer)).json().data;
    expect(preview).toMatchObject({ allowed: true, settlement: 'link' });
    expect(preview.message).toContain('A payment link for');
    const res = await deskChange(booked.bookingId, longer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.change.moneyText).toMatch(/^A payment link for .+ was sent to the guest\.$/);
    // The change stands at once; the link pays the difference only.
    expect((await bookingRow(db(), booked.bookingId))!.checkOut).toBe(istDay(8));
    const token = paymentLinkToken(use().config.authSecret, booked.bookingId);
    const page = await use().app.inject({ method: 'GET', url: `/property/v1/app/pay/${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ state: 'payable', isChange: true, amountDue: preview.payNow });
    const checkout = await use().app.inject({ method: 'POST', url: `/property/v1/app/pay/${token}/checkout` });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const order = checkout.json().data.payment.orderDetails;
    expect(order.amount).toBe(preview.payNow * 100);
    await payInCheckout(use().app, order.id);
    const [paidOrder] = await db().select().from(payments).where(eq(payments.providerOrderId, order.id));
    expect(paidOrder!.status).toBe('captured');
    const after = await use().app.inject({ method: 'GET', url: `/property/v1/app/pay/${token}` });
    expect(after.json().data.state).toBe('paid');
    const history = await deskHistory(booked.bookingId);
    expect(history.json().data[0].moneyText).toBe(
      `₹${preview.payNow.toLocaleString('en-IN')} paid by the payment link.`,
    );
  });

  it('a guest cannot change a non-refundable booking online, nor a booking that is not theirs; the desk can', async () => {
    const f = await createRoomForSale(db(), { rupees: 3_000, available: 3 });
    const policy = await createPolicy(db(), f.propertyId, policies.nonRefundable);
    const plan = await createRatePlan(db(), f.roomTypeId, policy.id, { name: 'Non-refundable', isDefault: true });
    const g = await guest();
    const held = await book(
      use().app,
      g,
      bookingPayload(f.propertyId, [{ id: f.roomTypeId, adults: 2 }], 6, 8, {
        roomIds: [{ id: f.roomTypeId, roomCount: 1, adults: 2, children: 0, ratePlanId: plan.id }],
      }),
    );
    expect(held.statusCode, held.body).toBe(200);
    const bookingId = held.json().data.bookingId;
    await payInCheckout(use().app, held.json().data.payment.orderDetails.id);
    const later = stay(f, 7, 9, [{ id: f.roomTypeId, roomCount: 1, adults: 2, ratePlanId: plan.id } as never]);

    const preview = await guestPreview(g, bookingId, later);
    expect(preview.json().data).toMatchObject({
      allowed: false,
      reason: GUEST_CHANGE_CLOSED_MESSAGE,
      // The refusal's facts beside its English (issue 43), which changeRefusalText writes.
      refusal: { kind: 'closed' },
    });
    expect(changeRefusalText('closed')).toBe(GUEST_CHANGE_CLOSED_MESSAGE);
    const refused = await guestChange(g, bookingId, later);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(GUEST_CHANGE_CLOSED_MESSAGE);
    // The apply call's refusal carries the same facts (issue 43: the change page words them).
    expect(refused.json().error.details).toEqual({ reason: 'closed' });
    expect(changeCallRefusalText(refused.json().error.details)).toBe(GUEST_CHANGE_CLOSED_MESSAGE);
    const stranger = await guestPreview(await guest(), bookingId, later);
    expect(stranger.statusCode).toBe(404);

    const desk = await deskChange(bookingId, { ...later, reason: 'Guest called: flight moved by a day' });
    expect(desk.statusCode, desk.body).toBe(200);
    expect((await bookingRow(db(), bookingId))!.checkIn).toBe(istDay(7));
  });

  it('refuses a change to the same stay, and one to sold-out nights without moving anything', async () => {
    const f = await createRoomForSale(db(), { rupees: 3_000, available: 1, nights: 12 });
    const g = await guest();
    const booked = await paid(g, f, 3, 5);
    const same = await guestPreview(g, booked.bookingId, stay(f, 3, 5));
    expect(same.json().data).toMatchObject({ allowed: false, refusal: { kind: 'nothing' } });
    expect(same.json().data.reason).toContain('This is the stay you already have');
    expect(same.json().data.reason).toBe(changeRefusalText('nothing'));
    // Night 5 goes to another guest; extending into it is refused, and the booking keeps its own nights.
    await paid(await guest(), f, 5, 6);
    // The preview names the night as facts beside its English (a page in another language words them).
    const soldOut = await guestPreview(g, booked.bookingId, stay(f, 3, 6));
    expect(soldOut.json().data).toMatchObject({
      allowed: false,
      refusal: { kind: 'stay', refusal: { reason: 'room_short', available: 0 } },
    });
    expect(soldOut.json().data.reason).toContain('sold out');
    const longer = await guestChange(g, booked.bookingId, stay(f, 3, 6));
    expect(longer.statusCode).toBe(409);
    expect(longer.json().error.message).toBe(soldOut.json().data.reason);
    // The apply call's 409 carries the hold refusal's facts the preview gave (issue 43).
    expect(longer.json().error.details).toMatchObject({ reason: 'room_short', roomName: f.roomName, available: 0 });
    const same409 = await guestChange(g, booked.bookingId, stay(f, 3, 5));
    expect(same409.statusCode).toBe(409);
    expect(same409.json().error).toMatchObject({
      message: changeRefusalText('nothing'),
      details: { reason: 'nothing' },
    });
    // Moving within its own nights is fine (a night earlier out): the booking's own rooms count as free for it.
    const shorter = await guestPreview(g, booked.bookingId, stay(f, 4, 5));
    expect(shorter.json().data).toMatchObject({ allowed: true, settlement: 'refund' });
    expect(await nightsBooked(f.roomTypeId)).toMatchObject({ [istDay(3)]: 1, [istDay(4)]: 1, [istDay(5)]: 1 });
  });

  it("refuses the new stay's dates, a room taken off sale and a plan not sold with their facts beside the English (issue 43)", async () => {
    const f = await createRoomForSale(db(), { roomName: 'Old Room', rupees: 3_000, available: 2 });
    const g = await guest();
    const booked = await paid(g, f, 3, 5);
    const refusedWith = async (body: object, facts: ChangeCallRefusal) => {
      for (const call of [guestPreview, guestChange]) {
        const res = await call(g, booked.bookingId, body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toMatchObject({ message: changeCallRefusalText(facts), details: facts });
      }
    };
    await refusedWith(stay(f, 3, 3), { reason: 'check_out_order' });
    expect(changeCallRefusalText({ reason: 'check_out_order' })).toBe(
      'Check-out time must be greater than check-in time.',
    );
    await refusedWith(stay(f, 3, 34), { reason: 'stay_too_long', maxNights: 30 });
    expect(changeCallRefusalText({ reason: 'stay_too_long', maxNights: 30 })).toBe('A stay can be at most 30 nights.');
    await refusedWith(stay(f, -1, 4), { reason: 'check_in_past' });
    expect(changeCallRefusalText({ reason: 'check_in_past' })).toBe('Check-in date cannot be in the past.');
    await refusedWith(
      stay(f, 3, 5, [{ id: f.roomTypeId, roomCount: 1, adults: 1, ratePlanId: randomUUID() } as never]),
      { reason: 'plan_not_sold', roomName: 'Old Room' },
    );
    expect(changeCallRefusalText({ reason: 'plan_not_sold', roomName: 'Old Room' })).toBe(
      'Old Room is not sold under that rate plan.',
    );
    // The hotel takes the booked room off sale: a change that keeps it is refused by name.
    await db().update(roomTypes).set({ status: 'archived' }).where(eq(roomTypes.id, f.roomTypeId));
    await refusedWith(stay(f, 3, 6), { reason: 'room_inactive', roomName: 'Old Room' });
    expect(changeCallRefusalText({ reason: 'room_inactive', roomName: 'Old Room' })).toBe(
      'Old Room is no longer available for booking.',
    );
    // Nothing moved.
    expect((await bookingRow(db(), booked.bookingId))!.checkOut).toBe(istDay(5));
  });

  it('a date change and a website booking race for the last room of a night: one wins, never an oversell', async () => {
    for (let round = 0; round < 3; round++) {
      const f = await createRoomForSale(db(), { rupees: 2_500, available: 1, nights: 12 });
      const g = await guest();
      const booked = await paid(g, f, 3, 4);
      const other = await guest();
      const [change, website] = await Promise.all([
        deskChange(booked.bookingId, { ...stay(f, 3, 5), reason: 'Guest stays one more night' }),
        book(use().app, other, bookingPayload(f.propertyId, [{ id: f.roomTypeId, adults: 1 }], 4, 5)),
      ]);
      const wins = [change.statusCode, website.statusCode].filter((s) => s === 200).length;
      expect(wins, `${change.body} / ${website.body}`).toBe(1);
      const nights = await nightsBooked(f.roomTypeId);
      expect(nights[istDay(3)]).toBe(1);
      expect(nights[istDay(4)]).toBe(1);
      // The changed booking holds its own nights either way: the old stay if it lost, the new one if it won.
      const row = await bookingRow(db(), booked.bookingId);
      expect(row!.checkOut).toBe(change.statusCode === 200 ? istDay(5) : istDay(4));
    }
  });

  it('a change paid after its nights were taken is refunded in full; an unpaid one lapses and its order closes', async () => {
    const f = await createRoomForSale(db(), { rupees: 3_500, available: 1, nights: 12 });
    const g = await guest();
    const booked = await paid(g, f, 3, 4);
    const res = await guestChange(g, booked.bookingId, stay(f, 3, 5));
    expect(res.statusCode, res.body).toBe(200);
    const { change, payment } = res.json().data;
    // Meanwhile the new night sells on the website.
    await paid(await guest(), f, 4, 5);
    await payInCheckout(use().app, payment.orderDetails.id);
    const [row] = await db().select().from(bookingChanges).where(eq(bookingChanges.id, change.id));
    expect(row!.status).toBe('failed');
    const [order] = await db().select().from(payments).where(eq(payments.providerOrderId, payment.orderDetails.id));
    expect(order!.status).toBe('refunded');
    expect((await bookingRow(db(), booked.bookingId))!.checkOut).toBe(istDay(4));

    // Another change nobody pays: after the hold time it lapses and its order can no longer be paid.
    const g2 = await guest();
    const f2 = await createRoomForSale(db(), { rupees: 3_500, available: 2, nights: 12 });
    const b2 = await paid(g2, f2, 3, 4);
    const unpaid = (await guestChange(g2, b2.bookingId, stay(f2, 3, 5))).json().data;
    const later = new Date(Date.now() + (use().config.HOLD_MINUTES + 1) * MINUTE);
    expect(await expireUnpaidChanges({ ...deps(), bookingPayments }, later)).toBeGreaterThanOrEqual(1);
    const [lapsed] = await db().select().from(bookingChanges).where(eq(bookingChanges.id, unpaid.change.id));
    expect(lapsed!.status).toBe('expired');
    const [closed] = await db()
      .select()
      .from(payments)
      .where(eq(payments.providerOrderId, unpaid.payment.orderDetails.id));
    expect(closed!.status).toBe('closed');
  });
  it('a booking under an early-bird promotion changes at the price shown: its plan and discount are taken once', async () => {
    const f = await createRoomForSale(db(), { rupees: 6_000, available: 3, nights: 40 });
    await createPromotion(db(), {
      name: 'Early bird',
      kind: 'early_bird',
      daysBefore: 10,
      percentOff: 15,
      propertyId: f.propertyId,
    });
    const g = await guest();
    const booked = await paid(g, f, 20, 22);
    // Two nights at ₹5,100 (15% off ₹6,000) and 5% GST; a third night at the same price.
    expect((await bookingRow(db(), booked.bookingId))!.totalPostTaxPaise).toBe(2 * 5_100 * 105);
    const longer = stay(f, 20, 23);
    const preview = (await guestPreview(g, booked.bookingId, longer)).json().data;
    expect(preview).toMatchObject({ allowed: true, difference: 5_355 });
    expect(preview.after.total).toBe(3 * 5_100 * 1.05);
    const desk = await deskChange(booked.bookingId, { ...longer, reason: 'Guest stays one more night' });
    expect(desk.statusCode, desk.body).toBe(200);
    expect((await bookingRow(db(), booked.bookingId))!.totalPostTaxPaise).toBe(3 * 5_100 * 105);
  });
});
