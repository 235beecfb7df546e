/**
 * `npm run bench:reports`: the reports' queries on PostgreSQL over a database of at least 20,000 bookings (made the
 * demo's way, through the booking services: `db:seed --bookings`), against a baseline in the same run: the dashboard's
 * query before the ledger (each booking's nightly rates expanded from JSON, per night) over the same range.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/staybook_big) is seeded when it holds fewer than
 * BENCH_BOOKINGS (20000) bookings; seeding takes minutes and is done once. Prints the median of BENCH_RUNS (7) runs.
 */
import { addDays, todayIst } from '@staybook/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createAdapters } from '../apps/api/src/adapters/index.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { gstr1, monthRange } from '../apps/api/src/modules/reports/gstr1.js';
import {
  bookingsMade,
  cancellationsReport,
  documentsIssued,
  nightsReport,
  paymentsReport,
  pickupReport,
  stayNightsReport,
} from '../apps/api/src/modules/reports/reports.service.js';
import { reseedDemoCatalogue } from '../apps/api/src/seed/index.js';
import { printTable, ratio } from './lib.js';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/staybook_big';
const wanted = Number(process.env.BENCH_BOOKINGS ?? 20_000);
const runs = Number(process.env.BENCH_RUNS ?? 7);

async function ensureDatabase(): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await client.query(`CREATE DATABASE ${name}`);
  await client.end();
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

await ensureDatabase();
const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' });
const database = await openDatabase({ url, dataDir: '/tmp/unused' });
await database.migrate();
const db = database.db;
const count = async () =>
  Number(((await db.execute(sql`select count(*)::int as n from bookings`)).rows[0] as { n: number }).n);
if ((await count()) < wanted) {
  const started = performance.now();
  console.info(`Seeding ${wanted} bookings through the services (once; minutes)…`);
  await reseedDemoCatalogue(db, { config, bookings: wanted, log: (m) => console.info(m) });
  console.info(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}
const stats = (
  await db.execute(sql`select (select count(*) from bookings) as bookings,
    (select count(*) from ledger_entries) as entries, (select count(*) from tax_documents) as documents`)
).rows[0] as Record<string, string>;
console.info(`Database: ${stats.bookings} bookings, ${stats.entries} ledger entries, ${stats.documents} documents.`);

const today = todayIst();
const year = { from: addDays(today, -365), to: addDays(today, 120) };
const month = { from: `${today.slice(0, 7)}-01`, to: addDays(`${today.slice(0, 7)}-01`, 30) };
const all = null;

/** The dashboard's query before issue 22: rooms sold and revenue per night from each booking's nightly-rate JSON. */
const before = (range: { from: string; to: string }) =>
  db.execute(sql`
    select n.value->>'date' as date, sum(br.room_count)::int as rooms,
      sum((n.value->>'ratePaise')::bigint * br.room_count + br.extra_guest_paise)::bigint as revenue
    from bookings b
    join booking_rooms br on br.booking_id = b.id
    cross join lateral jsonb_array_elements(br.nightly_rates) as n(value)
    where b.status in ('confirmed', 'checked_in', 'completed')
      and b.check_in <= ${range.to}::date and b.check_out > ${range.from}::date
      and (n.value->>'date') >= ${range.from} and (n.value->>'date') <= ${range.to}
    group by 1`);

const adapters = createAdapters(config, db);
const rows: Array<Record<string, string | number>> = [];
for (const [label, range] of [
  ['a year and four months', year],
  ['one month', month],
] as const) {
  const baseline = await median(() => before(range));
  const measure = async (name: string, fn: () => Promise<unknown>) => {
    const ms = await median(fn);
    rows.push({ range: label, query: name, 'median ms': ms.toFixed(1), 'vs old dashboard query': ratio(ms, baseline) });
  };
  rows.push({
    range: label,
    query: 'baseline: old dashboard (JSON nights)',
    'median ms': baseline.toFixed(1),
    'vs old dashboard query': '1.000',
  });
  await measure('performance by property', () => stayNightsReport(db, { ...range, groupBy: 'property' }, all));
  await measure('performance by city', () => stayNightsReport(db, { ...range, groupBy: 'city' }, all));
  await measure('performance by channel', () => stayNightsReport(db, { ...range, groupBy: 'channel' }, all));
  await measure('nights (dashboard)', () => nightsReport(db, range, all));
  await measure('cancellations', () => cancellationsReport(db, range, all));
  await measure('pickup and pace (60 days)', () => pickupReport(db, { ...range, days: 60 }, all));
  await measure('payments', () => paymentsReport({ db, adapters }, range));
  await measure('bookings CSV rows', () => bookingsMade(db, range, all));
}
const gstMonth = today.slice(0, 7);
const gstBaseline = await median(() => before(monthRange(gstMonth)));
const gst = await median(async () =>
  // The home registration's return (each GSTIN files its own; the demo's Goa stays are most of them).
  gstr1(gstMonth, config.brand.gstin, await documentsIssued(db, monthRange(gstMonth), undefined, config.brand.gstin)),
);
rows.push({
  range: 'this month',
  query: 'GSTR-1 summary + CSVs',
  'median ms': gst.toFixed(1),
  'vs old dashboard query': ratio(gst, gstBaseline),
});
printTable(`Reports on PostgreSQL (${stats.bookings} bookings), median of ${runs}`, rows);
await database.close();
