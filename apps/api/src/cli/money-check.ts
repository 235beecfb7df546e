// `npm run money-check [-- --grace-minutes=10 --days=30]`: lists every payment the provider captured more than
// the grace period ago that is neither a standing booking nor refunded, and every paid or ended stay without a tax
// invoice (over all time), and per GSTIN the cash against documents + advances outstanding. Prints "unsettled
// captures: N", "stays without an invoice: N" and "bookings whose cash is not documents + advances: N" last and exits
// 1 when any is above 0, so it can gate a deploy or page someone. Reads the same configuration as the server.
import { formatInr, paiseToRupees } from '@staybook/contract';
import { createAdapters } from '../adapters/index.js';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { checkMoney } from '../modules/payments/money-check.js';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number of ${name.split('-')[1]}`);
  return value;
}

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
  await database.migrate();
  const adapters = createAdapters(config, database.db);
  try {
    const report = await checkMoney({ db: database.db, adapters }, new Date(), {
      graceMinutes: option('grace-minutes', 10),
      days: option('days', 30),
    });
    console.info(
      `Money check (${adapters.payments.name}): ${report.captures} captures from ${report.checkedFrom.toISOString()} to ${report.checkedTo.toISOString()}`,
    );
    for (const u of report.unsettled)
      console.info(
        `  ${u.capturedAt.toISOString()}  ${formatInr(paiseToRupees(u.amountPaise)).padStart(10)}  order ${u.orderId}  ` +
          `payment ${u.providerPaymentId || '-'}  booking ${u.bookingCode ?? '-'} (${u.bookingStatus ?? 'none'}): ${u.problem}`,
      );
    for (const u of report.uninvoiced)
      console.info(
        `  booking ${u.bookingCode} (${u.bookingStatus}): charged ${formatInr(paiseToRupees(u.chargedPaise))}, ` +
          `paid ${formatInr(paiseToRupees(u.cashPaise))}, no tax invoice`,
      );
    const inr = (paise: number) => formatInr(paiseToRupees(paise));
    for (const g of report.books.byGstin)
      console.info(
        `  GSTIN ${g.gstin ?? '(no document yet)'}: cash ${inr(g.cashPaise)}` +
          (g.owedPaise ? ` + invoiced and still owed ${inr(g.owedPaise)}` : '') +
          ` = documents ${inr(g.documentsPaise)} + advances outstanding ${inr(g.advancesPaise)}` +
          (g.inFlightPaise ? ` (refunds on their way ${inr(g.inFlightPaise)})` : ''),
      );
    for (const b of report.books.unreconciled)
      console.info(
        `  booking ${b.bookingCode}: cash ${inr(b.cashPaise)}, documents ${inr(b.documentsPaise)}, ` +
          `advances ${inr(b.advancesPaise)}: ${inr(b.differencePaise)} neither invoiced nor vouchered`,
      );
    console.info(`unsettled captures: ${report.unsettled.length}`);
    console.info(`stays without an invoice: ${report.uninvoiced.length}`);
    console.info(`bookings whose cash is not documents + advances: ${report.books.unreconciled.length}`);
    const clean = report.unsettled.length + report.uninvoiced.length + report.books.unreconciled.length === 0;
    return clean ? 0 : 1;
  } finally {
    await adapters.close?.();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(2);
  },
);
