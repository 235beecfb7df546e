import { createAdapters } from './adapters/index.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startJobs } from './jobs.js';
import { moduleContext } from './modules/index.js';
import { UnregisteredStatesError } from './modules/ledger/index.js';
import { seedIfEmpty } from './seed/index.js';

/** The only place that listens. Migrates, seeds an empty database, serves, and shuts down gracefully. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  await database.migrate();
  const adapters = createAdapters(config, database.db);
  if (config.seedOnStart)
    await seedIfEmpty(database.db, { media: adapters.media, config, log: (m) => console.info(m) });

  const app = await buildApp({ config, database, adapters });
  await app.listen({ host: config.HOST, port: config.PORT });
  const stopJobs = startJobs(moduleContext(config, database, adapters), app.log);
  app.log.info(`Staybook is serving on ${config.publicUrl} (database: ${database.kind}, listening on ${config.HOST})`);
  if (config.isProduction && config.testPayments) {
    // Staging with ALLOW_TEST_PAYMENTS=true: said at start and every ten minutes, so nobody mistakes it for live.
    const warn = () =>
      app.log.warn('TEST PAYMENTS: PAYMENT_PROVIDER=sandbox with ALLOW_TEST_PAYMENTS=true. No real money is taken.');
    warn();
    setInterval(warn, 10 * 60_000).unref();
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    // Answers in flight get a grace period; a client that stopped reading a streamed page would otherwise hold its
    // connection, and the process, until the forced exit above.
    const cut = setTimeout(() => app.server.closeAllConnections(), 5_000).unref();
    await stopJobs();
    await app.close();
    clearTimeout(cut);
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  // A refusal to start says what to fix, without a stack.
  console.error(err instanceof UnregisteredStatesError ? err.message : err);
  process.exit(1);
});
