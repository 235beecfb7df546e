import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { reseedDemoCatalogue, seedIfEmpty } from './index.js';

/** `npm run db:seed`: wipe the catalogue and seed the demo again (`--if-empty` to seed only an empty database). */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
await database.migrate();
const log = (m: string) => console.info(m);
if (process.argv.includes('--if-empty')) await seedIfEmpty(database.db, { log });
else await reseedDemoCatalogue(database.db, { log });
await database.close();
