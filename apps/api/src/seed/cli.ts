import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { reseedDemoCatalogue, seedIfEmpty } from './index.js';

/**
 * `npm run db:seed`: wipe the catalogue and seed the demo again, with its history of bookings (`--if-empty` to seed
 * only an empty database). `-- --bookings 20000` plays that many random stays over every property instead of the
 * demo's few hundred: a benchmark's database (meant for PostgreSQL, `DATABASE_URL`). `-- --scale 50` seeds the demo
 * catalogue fifty times over with a year of nights (scaled-catalogue.ts), in batched statements.
 */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
await database.migrate();
const log = (m: string) => console.info(m);
const bookings = wholeArgument(process.argv, '--bookings', 'a whole number of stays');
const scale = wholeArgument(process.argv, '--scale', 'how many times the demo catalogue (1 or more)');
const options = {
  log,
  config,
  ...(bookings === undefined ? {} : { bookings }),
  // A scaled catalogue sells a year of nights (issue 42's benchmark catalogue).
  ...(scale === undefined ? {} : { scale, nights: 365 }),
};
if (process.argv.includes('--if-empty')) await seedIfEmpty(database.db, options);
else await reseedDemoCatalogue(database.db, options);
await database.close();

function wholeArgument(argv: string[], name: string, what: string): number | undefined {
  const at = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return undefined;
  const text = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || (name === '--scale' && n < 1)) {
    console.error(`${name} takes ${what} (got ${text ?? 'nothing'})`);
    process.exit(1);
  }
  return n;
}
