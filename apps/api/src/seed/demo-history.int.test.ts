import { addDays, todayIst } from '@staybook/contract';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/setup-db.js';
import { createMailAdapter } from '../adapters/mail/index.js';
import { createSandboxPayments } from '../adapters/payments/sandbox.js';
import { createSmsAdapter } from '../adapters/sms/index.js';
import { checkMoney } from '../modules/payments/money-check.js';
import { generateDemoCatalogue } from './demo-catalogue.js';
import { demoGuests } from './demo-guests.js';
import { seedIfEmpty } from './index.js';

/**
 * The demo's history on a fresh database: every sold night in room_inventory is a room of a booking that holds it,
 * and the history has what a newcomer's first look at the desk and the reports needs.
 */
describeEachDatabase('the demo history', {}, (use) => {
  const rows = async <T>(query: ReturnType<typeof sql>) => (await use().database.db.execute(query)).rows as T[];

  it('is seeded through the services with the server configuration', async () => {
    const { database, config } = use();
    expect(await seedIfEmpty(database.db, { config, nights: 200 })).toBe(true);
  }, 240_000);

  it('counts as booked on each night exactly the rooms of the bookings that hold it', async () => {
    // Rooms held: bookings that stand (a no-show's and an early departure's nights after they left went back, as the
    // desk's audit entry says) and unpaid holds still live.
    const mismatches = await rows<{ room_type_id: string; stay_date: string; booked: number; held: number }>(sql`
      WITH held AS (
        SELECT br.room_type_id, d::date AS stay_date, sum(br.room_count)::int AS rooms
        FROM bookings b
        JOIN booking_rooms br ON br.booking_id = b.id
        CROSS JOIN LATERAL generate_series(b.check_in, b.check_out - 1, interval '1 day') AS d
        WHERE (b.status IN ('confirmed', 'checked_in', 'completed', 'no_show')
            OR (b.status = 'pending_payment' AND b.holds_inventory))
          AND NOT EXISTS (
            SELECT 1 FROM audit_log a
            WHERE a.entity_id = b.id::text AND a.action IN ('booking.check_out', 'booking.no_show')
              AND jsonb_typeof(a.after -> 'releasedNights') = 'object'
              AND d::date >= (a.after -> 'releasedNights' ->> 'from')::date
              AND d::date < (a.after -> 'releasedNights' ->> 'to')::date)
        GROUP BY 1, 2
      )
      SELECT coalesce(ri.room_type_id, held.room_type_id) AS room_type_id,
        coalesce(ri.stay_date, held.stay_date)::text AS stay_date,
        coalesce(ri.booked, 0) AS booked, coalesce(held.rooms, 0) AS held
      FROM room_inventory ri
      FULL JOIN held ON held.room_type_id = ri.room_type_id AND held.stay_date = ri.stay_date
      WHERE coalesce(ri.booked, 0) <> coalesce(held.rooms, 0)
      LIMIT 20`);
    expect(mismatches).toEqual([]);
    const [totals] = await rows<{ booked: number; wrong: number }>(sql`
      SELECT sum(ri.booked)::int AS booked,
        count(*) FILTER (WHERE ri.available + ri.booked <> rt.total_rooms)::int AS wrong
      FROM room_inventory ri JOIN room_types rt ON rt.id = ri.room_type_id`);
    expect(totals!.wrong).toBe(0);
    expect(totals!.booked).toBeGreaterThan(300);
  });

  it('has past and future stays, made by the demo guests only', async () => {
    const today = todayIst(new Date());
    const [stays] = await rows<{ past: number; future: number; in_house: number; early: string; guests: number }>(sql`
      SELECT count(*) FILTER (WHERE check_out <= ${today}::date AND status = 'completed')::int AS past,
        count(*) FILTER (WHERE check_in > ${today}::date AND status = 'confirmed')::int AS future,
        count(*) FILTER (WHERE status = 'checked_in')::int AS in_house,
        min(check_in)::text AS early,
        count(DISTINCT user_id)::int AS guests
      FROM bookings`);
    expect(stays!.past).toBeGreaterThan(30);
    expect(stays!.future).toBeGreaterThan(10);
    expect(stays!.early < addDays(today, -300)).toBe(true);
    const phones = await rows<{ phone: string }>(
      sql`SELECT DISTINCT u.phone FROM bookings b JOIN users u ON u.id = b.user_id`,
    );
    const ours = new Set<string>(demoGuests.map((g) => g.phone));
    expect(phones.length).toBeGreaterThan(3);
    for (const { phone } of phones) expect(ours.has(phone), phone).toBe(true);
  });

  it('has cancellations with refunds and with fees kept, no-shows, early departures and desk payments', async () => {
    type Counts = Record<
      'refunded' | 'landed' | 'kept' | 'no_shows' | 'early' | 'desk' | 'lapsed' | 'discounted',
      number
    >;
    const [counts] = await rows<Counts>(sql`
      SELECT
        (SELECT count(*) FROM bookings b JOIN payments p ON p.booking_id = b.id
          WHERE b.status = 'cancelled' AND p.status = 'refunded')::int AS refunded,
        (SELECT count(*) FROM payments WHERE status = 'refunded' AND refund_status = 'processed')::int AS landed,
        (SELECT count(*) FROM bookings b JOIN payments p ON p.booking_id = b.id
          WHERE b.status = 'cancelled' AND p.status = 'captured')::int AS kept,
        (SELECT count(*) FROM bookings WHERE status = 'no_show')::int AS no_shows,
        (SELECT count(*) FROM audit_log WHERE action = 'booking.check_out'
          AND jsonb_typeof(after -> 'releasedNights') = 'object')::int AS early,
        (SELECT count(*) FROM desk_payments)::int AS desk,
        (SELECT count(*) FROM bookings WHERE status IN ('expired', 'payment_failed'))::int AS lapsed,
        (SELECT count(*) FROM booking_discounts)::int AS discounted`);
    expect(counts!.refunded).toBeGreaterThan(0);
    expect(counts!.landed).toBeGreaterThan(0);
    expect(counts!.no_shows).toBeGreaterThan(0);
    expect(counts!.desk).toBeGreaterThan(0);
    expect(counts!.kept + counts!.early + counts!.lapsed + counts!.discounted).toBeGreaterThan(0);
  });

  it('sells out every property’s sold-out weekends with real bookings of every room booked on this site', async () => {
    const today = todayIst(new Date());
    const plans = generateDemoCatalogue();
    const nights = plans.flatMap((p) =>
      p.soldOutNightOffsets.flatMap((o) =>
        [addDays(today, o), addDays(today, o + 1)].map((date) => ({ slug: p.slug, date })),
      ),
    );
    expect(nights.length).toBeGreaterThan(0);
    for (const { slug, date } of nights) {
      const open = await rows<{ name: string; available: number }>(sql`
        SELECT rt.name, ri.available FROM room_inventory ri
        JOIN room_types rt ON rt.id = ri.room_type_id JOIN properties p ON p.id = rt.property_id
        WHERE p.slug = ${slug} AND ri.stay_date = ${date}::date AND rt.external_booking_url IS NULL AND ri.available > 0`);
      expect(open, `${slug} on ${date}`).toEqual([]);
    }
  });

  it('leaves no captured rupee unsettled (the money check)', async () => {
    const { database, config } = use();
    const adapters = {
      payments: createSandboxPayments(database.db, config),
      sms: createSmsAdapter(config, database.db),
      mail: createMailAdapter(config, database.db),
    };
    const report = await checkMoney({ db: database.db, adapters }, new Date(), { graceMinutes: 0 });
    expect(report.captures).toBeGreaterThan(30);
    expect(report.unsettled).toEqual([]);
    // Every paid or ended stay invoiced, and every rupee held invoiced or vouchered as an advance, per GSTIN (issue 41).
    expect(report.uninvoiced).toEqual([]);
    expect(report.books.unreconciled).toEqual([]);
    for (const g of report.books.byGstin)
      expect(g.cashPaise + g.owedPaise - g.inFlightPaise).toBeLessThanOrEqual(g.documentsPaise + g.advancesPaise);
  });

  it('registers a GSTIN in every state it sells in, and invoices each stay from its property’s state (issue 41)', async () => {
    const unregistered = await rows<{ state: string }>(sql`
      select distinct c.state from properties p join cities c on c.id = p.city_id
      where p.status = 'active' and not exists (
        select 1 from tax_registrations r where r.state_code = case c.state
          when 'Goa' then '30' when 'Maharashtra' then '27' when 'Rajasthan' then '08' when 'Himachal Pradesh' then '02'
          when 'Karnataka' then '29' when 'Puducherry' then '34' end)`);
    expect(unregistered).toEqual([]);
    const documents = await rows<{ gstin: string; place_of_supply: string; intra_state: number; series: string }>(sql`
      select supplier->>'gstin' as gstin, place_of_supply, intra_state, series from tax_documents`);
    expect(documents.length).toBeGreaterThan(0);
    for (const d of documents) {
      // Every stay is supplied within the state of its property, from that state's registration and series.
      expect(d.gstin.slice(0, 2)).toBe(d.place_of_supply);
      expect(d.intra_state).toBe(1);
      expect(d.series).toMatch(
        d.place_of_supply === '30' ? /^(SB|CN|DN|RV|RF)$/ : new RegExp(`^(SB|CN|DN|RV|RF)${d.place_of_supply}$`),
      );
    }
  });
});
