import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { reseedDemoCatalogue, seedIfEmpty } from './index.js';

/**
 * `npm run db:seed`: wipe the catalogue and seed the demo again, with its history of bookings (`--if-empty` to seed
 * only an empty database). `-- --bookings 20000` plays that many random stays over every property instead of the
 * demo's few hundred: a benchmark's database (meant for PostgreSQL, `DATABASE_URL`).
 */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
await database.migrate();
const log = (m: string) => console.info(m);
const bookings = bookingsArgument(process.argv);
const options = { log, config, ...(bookings === undefined ? {} : { bookings }) };
if (process.argv.includes('--if-empty')) await seedIfEmpty(database.db, options);
else await reseedDemoCatalogue(database.db, options);
await database.close();

function bookingsArgument(argv: string[]): number | undefined {
  const at = argv.findIndex((a) => a === '--bookings' || a.startsWith('--bookings='));
  if (at < 0) return undefined;
  const text = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--bookings takes a whole number of stays (got ${text ?? 'nothing'})`);
    process.exit(1);
  }
  return n;
}
