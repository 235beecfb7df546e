import { randomBytes } from 'node:crypto';
import { unixToIstDate } from '@staybook/contract';
import { createBookingRequestSchema } from '@staybook/contract/booking';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createAdapters } from '../src/adapters/index.js';
import type { Db } from '../src/db/client.js';
import { bookings } from '../src/db/schema/bookings.js';
import { roomInventory, roomTypes } from '../src/db/schema/catalogue.js';
import { bookingDiscounts } from '../src/db/schema/promotions.js';
import { bookingCode, guestTotals } from '../src/modules/bookings/booking-rules.js';
import { holdNewInOneStatement } from '../src/modules/bookings/hold-in-one-statement.js';
import { bookingPayments } from '../src/modules/payments/booking-payments.js';
import type { Quote } from '../src/modules/pricing/index.js';
import { describeEachDatabase } from './setup-db.js';
import {
  book,
  bookingPayload,
  createGuest,
  createPromotion,
  createProperty,
  createRoomType,
  type Guest,
  inventoryOf,
  istDay,
  setInventory,
} from './support/factories.js';
import { silentLog, withEffects } from './support/payment-helpers.js';

/**
 * A guest's new hold in one statement (bookings hold-in-one-statement.ts): it holds only what its quote read, and
 * anything that changed between the quote's read and the statement — a night's rate, a room type, the guest's live
 * holds — leaves nothing taken and nothing written (the caller then holds the stay in a transaction). The change is
 * made in the quote's checks, which run between the two.
 */
describeEachDatabase('a hold in one statement', {}, (use) => {
  const db = () => use().database.db;
  /**
   * The use case's dependencies, on a database handle that runs `between` just before the hold's statement (after
   * the quote's read): the moment another request could change what the quote read.
   */
  const deps = (between: () => Promise<unknown>) => {
    const real = db();
    const session = real._.session;
    const timed = Object.create(session, {
      prepareQuery: {
        value: (...args: Parameters<typeof session.prepareQuery>) => {
          const prepared = session.prepareQuery(...args);
          if (!args[0].sql.startsWith('WITH before')) return prepared;
          const execute = prepared.execute.bind(prepared);
          prepared.execute = async (values?: Record<string, unknown>) => {
            await between();
            return execute(values);
          };
          return prepared;
        },
      },
    });
    const handle = Object.create(real, { _: { value: { ...real._, session: timed } } }) as Db;
    return {
      ...withEffects({
        db: handle,
        config: use().config,
        adapters: createAdapters(use().config, real),
        log: silentLog,
      }),
      bookingPayments,
    };
  };
  /** A room at ₹4,000 a night with 3 free for 6 nights from tomorrow, and a guest. */
  const fixture = async () => {
    const property = await createProperty(db());
    const room = await createRoomType(db(), property.id, { name: 'Garden Room' });
    await setInventory(db(), room.id, istDay(1), 6, { rupees: 4_000, available: 3 });
    return { propertyId: property.id, roomId: room.id, guest: await createGuest(db(), use().config) };
  };
  /** The guest's hold of the nights 2 and 3 (from today), through the statement alone. */
  const hold = (f: Fixture, between: () => Promise<unknown> = async () => undefined) => {
    const input = createBookingRequestSchema.parse(bookingPayload(f.propertyId, [{ id: f.roomId }], 2, 4));
    const now = new Date();
    const quoted: Quote[] = [];
    const held = holdNewInOneStatement(deps(between), {
      userId: f.guest.id,
      input,
      toQuote: {
        propertyId: f.propertyId,
        rooms: [{ roomTypeId: f.roomId, roomCount: 1, adults: 1, children: 0 }],
        checkIn: unixToIstDate(input.checkInDate),
        checkOut: unixToIstDate(input.checkOutDate),
        now,
        guestId: f.guest.id,
      },
      checkQuote: (quote) => {
        quoted.push(quote);
      },
      totals: guestTotals(input),
      idempotencyKey: null,
      now,
    });
    return { held, quoted };
  };
  const guestBookings = (userId: string) => db().select().from(bookings).where(eq(bookings.userId, userId));
  const night = (roomTypeId: string, date: string) =>
    and(eq(roomInventory.roomTypeId, roomTypeId), eq(roomInventory.stayDate, date));

  it('holds the stay at its quote: every night taken once, the booking at the quoted total', async () => {
    const f = await fixture();
    const { held: holding, quoted } = hold(f);
    const held = await holding;
    expect(held).not.toBeNull();
    expect(held?.booking.totalPostTaxPaise).toBe(quoted[0]?.totalPostTaxPaise);
    expect(held?.booking.totalPostTaxPaise).toBe(2 * 400_000 + 2 * 20_000);
    expect(held?.orderClaim).toEqual(expect.any(String));
    expect((await inventoryOf(db(), f.roomId)).map((n) => n.available)).toEqual([3, 2, 2, 3, 3, 3]);
    expect(await guestBookings(f.guest.id)).toHaveLength(1);
  });

  it("records a promotion's saving lines with the booking, at the quoted total", async () => {
    const f = await fixture();
    await createPromotion(db(), { propertyId: f.propertyId, name: 'Member rate' });
    const { held: holding, quoted } = hold(f);
    const held = await holding;
    expect(held).not.toBeNull();
    expect(quoted[0]?.discounts.map((d) => d.label)).toEqual(['Member rate']);
    expect(held?.booking.totalPostTaxPaise).toBe(quoted[0]?.totalPostTaxPaise);
    expect(held?.booking.totalRoomRentPaise).toBe(2 * 360_000);
    const saved = await db()
      .select()
      .from(bookingDiscounts)
      .where(eq(bookingDiscounts.bookingId, held?.booking.id ?? ''));
    expect(saved.map((d) => [d.kind, d.label, d.amountPaise])).toEqual([['promotion', 'Member rate', 80_000]]);
  });

  it.each<[string, (f: Fixture) => Promise<unknown>]>([
    [
      "a night's rate",
      async (f) =>
        db()
          .update(roomInventory)
          .set({ ratePaise: 450_000 })
          .where(night(f.roomId, istDay(3))),
    ],
    [
      'a minimum stay',
      async (f) =>
        db()
          .update(roomInventory)
          .set({ minStay: 3 })
          .where(night(f.roomId, istDay(2))),
    ],
    [
      'closed to departure',
      async (f) =>
        db()
          .update(roomInventory)
          .set({ closedToDeparture: true })
          .where(night(f.roomId, istDay(4))),
    ],
    [
      "the room type's charge for an extra adult",
      async (f) => db().update(roomTypes).set({ extraAdultPaise: 50_000 }).where(eq(roomTypes.id, f.roomId)),
    ],
    [
      'the promotions (their revision)',
      async () => db().execute(sql`UPDATE promotions_revision SET revision = revision + 1 WHERE id = 1`),
    ],
    [
      'the last free room of a night',
      async (f) =>
        db()
          .update(roomInventory)
          .set({ available: 0 })
          .where(night(f.roomId, istDay(3))),
    ],
  ])('takes nothing and writes nothing when %s changed after the quote read it', async (_what, change) => {
    const f = await fixture();
    const before = await inventoryOf(db(), f.roomId);
    expect(await hold(f, () => change(f)).held).toBeNull();
    expect((await inventoryOf(db(), f.roomId)).map((n) => n.booked)).toEqual(before.map((n) => n.booked));
    expect(await guestBookings(f.guest.id)).toHaveLength(0);
  });

  it("takes nothing when the guest's second live hold was made after the quote read (their limit of two)", async () => {
    const f = await fixture();
    const held = await hold(f, async () => {
      for (const from of [1, 5]) {
        const res = await book(use().app, f.guest, bookingPayload(f.propertyId, [{ id: f.roomId }], from, from + 1));
        expect(res.statusCode, res.body).toBe(200);
      }
    }).held;
    expect(held).toBeNull();
    expect(await guestBookings(f.guest.id)).toHaveLength(2);
    expect((await inventoryOf(db(), f.roomId)).map((n) => n.booked)).toEqual([1, 0, 0, 0, 1, 0]);
  });

  // PostgreSQL only: PGlite runs one statement at a time, so no hold can commit while another waits for the guest.
  it("counts a hold of the guest's committed while the statement waited for the guest's row (not its own snapshot)", async () => {
    if (use().kind !== 'postgres') return;
    const f = await fixture();
    const first = await book(use().app, f.guest, bookingPayload(f.propertyId, [{ id: f.roomId }], 1, 2));
    expect(first.statusCode, first.body).toBe(200);
    const firstId = first.json().data.bookingId as string;
    // Another request of the guest's: holds the guest's row, writes their second hold, commits 300 ms later.
    let commit: () => void = () => undefined;
    let written: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      written = resolve;
    });
    const other = db().transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM users WHERE id = ${f.guest.id}::uuid FOR NO KEY UPDATE`);
      await tx.execute(sql`INSERT INTO bookings SELECT (jsonb_populate_record(b, jsonb_build_object('id',
        gen_random_uuid(), 'code', ${bookingCode(randomBytes(6))}::text))).* FROM bookings b WHERE b.id = ${firstId}::uuid`);
      written();
      await new Promise<void>((resolve) => {
        commit = resolve;
      });
    });
    const held = await hold(f, async () => {
      await ready;
      setTimeout(() => commit(), 300);
    }).held;
    await other;
    expect(held).toBeNull();
    expect(await guestBookings(f.guest.id)).toHaveLength(2);
    expect((await inventoryOf(db(), f.roomId)).map((n) => n.booked)).toEqual([1, 0, 0, 0, 0, 0]);
  });
});

type Fixture = { propertyId: string; roomId: string; guest: Guest };
