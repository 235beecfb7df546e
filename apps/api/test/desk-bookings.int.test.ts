import type { IsoDate } from '@staybook/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { mailOutbox, smsOutbox, users } from '../src/db/schema/accounts.js';
import { bookings, payments } from '../src/db/schema/bookings.js';
import { deskPayments } from '../src/db/schema/index.js';
import { sweepLapsedHolds } from '../src/modules/bookings/hold-sweeper.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createPolicy,
  createRatePlan,
  createRoomForSale,
  istDay,
  policies,
  type Role,
  type RoomForSale,
  type SignedInRoles,
  signedInRoles,
  uniquePhone,
} from './support/factories.js';
import { payInCheckout } from './support/payment-helpers.js';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

describeEachDatabase('desk bookings and payment links (/api/admin/desk-bookings, /pay/:token)', {}, (use) => {
  let people: SignedInRoles;
  beforeAll(async () => {
    people = await signedInRoles(use().database.db, use().config, 'front_desk');
  });
  const as = (role: Role) => people[role].headers;
  const villa = (available = 2): Promise<RoomForSale> =>
    createRoomForSale(use().database.db, { roomName: 'Sea View Room', available, nights: 20, rupees: 5_000 });
  const deskBooking = (f: RoomForSale, over: Record<string, unknown> = {}, role: Role = 'staff') =>
    use().app.inject({
      method: 'POST',
      url: '/api/admin/desk-bookings',
      headers: as(role),
      payload: {
        propertyId: f.propertyId,
        checkIn: istDay(3),
        checkOut: istDay(5),
        rooms: [{ roomTypeId: f.roomTypeId, roomCount: 1, adults: 2 }],
        guest: { name: 'Kavita Rao', phone: over.phone ?? '9812300001', email: 'kavita.rao@example.com' },
        source: 'phone',
        notes: 'Arrives late, around 11 pm',
        payment: { kind: 'at_property' },
        ...over,
      },
    });
  const bookingRow = async (id: string) =>
    (await use().database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
  const pricing = async (f: RoomForSale, from: IsoDate, to: IsoDate) => {
    const { app } = use();
    const res = await app.inject({
      method: 'POST',
      url: '/property/v1/app/booking/pricing',
      payload: {
        propertyId: f.propertyId,
        roomIds: [{ id: f.roomTypeId, roomCount: 1, adults: 2 }],
        checkInDate: Math.floor(Date.parse(`${from}T00:00:00+05:30`) / 1000),
        checkOutDate: Math.floor(Date.parse(`${to}T00:00:00+05:30`) / 1000),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { totalPostTax: number };
  };

  it('enters a phone booking paid at the property on the website’s price and inventory, under the guest’s own account', async () => {
    const f = await villa();
    const { database } = use();
    const phone = uniquePhone('9');
    const quote = await pricing(f, istDay(3), istDay(5));
    const res = await deskBooking(f, { phone, guest: { name: 'Kavita Rao', phone, email: 'kavita.rao@example.com' } });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'confirmed', paymentLink: null });
    const row = await bookingRow(data.bookingId);
    expect(row).toMatchObject({
      channel: 'phone',
      channelName: null,
      deskNotes: 'Arrives late, around 11 pm',
      guestName: 'Kavita Rao',
      guestPhone: phone,
      amountDueNowPaise: 0,
    });
    // The same price the website quotes for the stay.
    expect(data.totalAmount).toBe(quote.totalPostTax);
    // Entered by the staff member who made it.
    const [staff] = await database.db.select().from(users).where(eq(users.id, row.createdBy!));
    expect(staff?.name).toBe('Sunil Staff');
    // The guest's account was made from the number: their first sign-in finds the booking.
    const [guest] = await database.db.select().from(users).where(eq(users.phone, phone));
    expect(guest).toMatchObject({ role: 'guest', id: row.userId });
    // The rooms are taken from the one inventory every channel sells.
    const left = await use().app.inject({
      method: 'GET',
      url: '/api/admin/inventory',
      headers: as('admin'),
      query: { roomTypeId: f.roomTypeId, from: istDay(3), to: istDay(4) },
    });
    expect(left.json().data.nights.map((n: { booked: number }) => n.booked)).toEqual([1, 1]);
    // The guest is told, as for a website booking.
    const sms = await database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(sms.map((m) => m.template)).toContain('booking_confirmed');
  });

  it('takes a payment at the desk with its reference, records an OTA’s name, and refuses more than the stay costs', async () => {
    const f = await villa();
    const { database } = use();
    const res = await deskBooking(f, {
      source: 'walk_in',
      payment: { kind: 'at_desk', method: 'upi', reference: 'UPI-4471', amount: 4_000 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const paid = await database.db
      .select()
      .from(deskPayments)
      .where(eq(deskPayments.bookingId, res.json().data.bookingId));
    expect(paid.map((p) => [p.amountPaise, p.method, p.reference])).toEqual([[400_000, 'upi', 'UPI-4471']]);
    expect((await bookingRow(res.json().data.bookingId)).channel).toBe('walk_in');

    const ota = await deskBooking(f, {
      source: 'ota',
      channelName: 'Booking.com',
      otaReservationNumber: '4471902235',
      otaAmount: 9_100,
      phone: uniquePhone('9'),
    });
    expect(ota.statusCode, ota.body).toBe(201);
    expect(await bookingRow(ota.json().data.bookingId)).toMatchObject({
      channel: 'ota',
      channelName: 'Booking.com',
      otaReservationNumber: '4471902235',
      otaAmountPaise: 910_000,
    });
    const otaDetails = await use().app.inject({
      method: 'GET',
      url: `/api/admin/bookings/${ota.json().data.bookingId}`,
      headers: as('staff'),
    });
    expect(otaDetails.json().data.source).toBe('Booking.com · reservation 4471902235 · ₹9,100 charged by the channel');
    const noNumber = await deskBooking(f, { source: 'ota', channelName: 'Booking.com' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.body).toMatch(/enter the reservation number the channel gave this booking/);
    expect(noNumber.body).toMatch(/enter what the channel says the guest pays/);

    const unnamed = await deskBooking(f, { source: 'ota' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body).toMatch(/name the channel the booking came from/);
    const tooMuch = await deskBooking(f, {
      checkIn: istDay(8),
      checkOut: istDay(9),
      payment: { kind: 'at_desk', method: 'cash', amount: 99_000 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toMatch(/the desk cannot take ₹99,000 for it\. Nothing was booked\.$/);
    const night8 = await use().app.inject({
      method: 'GET',
      url: '/api/admin/inventory',
      headers: as('admin'),
      query: { roomTypeId: f.roomTypeId, from: istDay(8), to: istDay(8) },
    });
    expect(night8.json().data.nights[0].booked).toBe(0);
    // Sold out: the website's words, nothing booked.
    const full = await deskBooking(f, { rooms: [{ roomTypeId: f.roomTypeId, roomCount: 3, adults: 3 }] });
    expect(full.statusCode).toBe(409);
    // Who may: not a guest, not a revenue manager (no bookings.manage).
    expect((await deskBooking(f, {}, 'guest')).statusCode).toBe(403);
  });

  it('sends a payment link that holds the rooms until it expires; the guest pays it without signing in', async () => {
    const f = await villa();
    const { app, database } = use();
    const phone = uniquePhone('9');
    const started = Date.now();
    const res = await deskBooking(f, {
      phone,
      guest: { name: 'Imran Shaikh', phone, email: 'imran@example.com' },
      source: 'corporate',
      payment: { kind: 'link', hours: 6 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data.status).toBe('pending_payment');
    const link = data.paymentLink;
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/pay\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{32}$/);
    expect(link.expiresAt * 1000 - started).toBeGreaterThan(5.9 * 3_600_000);
    // The guest is sent the link by SMS and e-mail, with the deadline in IST.
    const [sms] = await database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, phone), eq(smsOutbox.template, 'payment_link')));
    expect(sms?.body).toContain(link.url);
    expect(sms?.body).toMatch(/IST at http/);
    const mail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'imran@example.com'));
    expect(mail.some((m) => m.text.includes(link.url))).toBe(true);
    // A guest's 15-minute sweep does not touch it: the link holds the rooms.
    await sweepLapsedHolds({ db: database.db, log: silentLog }, new Date(Date.now() + 60 * 60_000));
    expect((await bookingRow(data.bookingId)).status).toBe('pending_payment');

    const path = new URL(link.url).pathname.replace('/pay/', '/property/v1/app/pay/');
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      state: 'payable',
      code: data.code,
      guestName: 'Imran Shaikh',
      rooms: [{ name: 'Sea View Room', roomCount: 1 }],
      totalAmount: data.totalAmount,
    });
    const checkout = await app.inject({ method: 'POST', url: `${path}/checkout` });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const orderId = checkout.json().data.payment.orderDetails.id;
    const paid = await payInCheckout(app, orderId);
    expect(paid.json().paid).toBe(true);
    expect((await bookingRow(data.bookingId)).status).toBe('confirmed');
    expect((await app.inject({ method: 'GET', url: path })).json().data.state).toBe('paid');
    // A forged or altered link opens nothing.
    const forged = path.slice(0, -4) + (path.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/property/v1/app/pay/nonsense' })).statusCode).toBe(400);
  });

  it('refunds a link paid after it expired when its room was sold meanwhile, and its page tells the refund', async () => {
    const f = await villa(1);
    const { app, database } = use();
    const res = await deskBooking(f, { payment: { kind: 'link', hours: 1 }, phone: uniquePhone('9') });
    expect(res.statusCode, res.body).toBe(201);
    const { bookingId, paymentLink } = res.json().data;
    const path = new URL(paymentLink.url).pathname.replace('/pay/', '/property/v1/app/pay/');
    // The guest opens checkout but leaves it; the link lapses and the room goes to a website guest.
    const orderId = (await app.inject({ method: 'POST', url: `${path}/checkout` })).json().data.payment.orderDetails.id;
    await sweepLapsedHolds({ db: database.db, log: silentLog }, new Date(Date.now() + 61 * 60_000));
    expect((await bookingRow(bookingId)).status).toBe('expired');
    const lapsed = (await app.inject({ method: 'GET', url: path })).json().data;
    expect(lapsed.state).toBe('expired');
    // Nothing captured yet: the page has no refund to tell ("No money was taken").
    expect(lapsed).not.toHaveProperty('refundedAmount');
    expect((await app.inject({ method: 'POST', url: `${path}/checkout` })).statusCode).toBe(409);
    const taker = await createGuest(database.db, use().config);
    expect((await book(app, taker, bookingPayload(f.propertyId, [{ id: f.roomTypeId }], 3, 5))).statusCode).toBe(200);
    // The checkout left open is paid anyway: the money goes back in full, never lost.
    await payInCheckout(app, orderId);
    const [payment] = await database.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(['refund_pending', 'refunded']).toContain(payment?.status);
    expect((await bookingRow(bookingId)).status).toBe('expired');
    // The link's page tells it from the books: the whole payment is coming back, not that no money was taken.
    const after = (await app.inject({ method: 'GET', url: path })).json().data;
    expect(after).toMatchObject({ state: 'expired', refundedAmount: res.json().data.totalAmount });
  });

  it('refuses a link for a plan paid at the property: there is nothing to pay online', async () => {
    const f = await villa();
    const { database } = use();
    const policy = await createPolicy(database.db, f.propertyId, policies.flexible);
    const plan = await createRatePlan(database.db, f.roomTypeId, policy.id, {
      name: 'Pay at hotel',
      paymentPolicy: 'pay_at_property',
      isDefault: true,
    });
    const res = await deskBooking(f, {
      rooms: [{ roomTypeId: f.roomTypeId, roomCount: 1, adults: 2, ratePlanId: plan.id }],
      payment: { kind: 'link' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/nothing to pay by link/);
  });
});
