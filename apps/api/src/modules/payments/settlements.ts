import { paiseToRupees } from '@staybook/contract/money';
import type { Settlement, SettlementsQuery, SettlementsReport } from '@staybook/contract/settlements';
import { addDays, istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import type { Db } from '../../db/client.js';
import { type Job, jobLog, type ServiceDeps, serviceDepsOf } from '../module-context.js';
import { recordSettlementLines, settlementLinesBetween } from './settlements.repository.js';

/**
 * Settlements (issue 41, payments to the bank): each day the provider's settlement report of the last days is read
 * through the adapter (Razorpay's settlement recon; the sandbox's own, T+2 with a 2% fee) and its lines recorded, so
 * every capture and refund carries the provider's fee, the GST on it, the settlement and its bank UTR. The report
 * groups them by settlement: what each bank credit was made of.
 */

/** Days of settlement reports read back each run: a late line (a bank holiday, a delayed settlement) is still found. */
export const SETTLEMENT_LOOKBACK_DAYS = 10;

/** Reads the provider's settlement report of each of the last days and records its lines; answers how many were new. */
export async function pullSettlements(deps: Pick<ServiceDeps, 'db' | 'adapters' | 'log'>, now: Date): Promise<number> {
  const payments = deps.adapters.payments;
  const today = todayIst(now);
  let recorded = 0;
  for (let back = SETTLEMENT_LOOKBACK_DAYS; back >= 0; back--) {
    const day = addDays(today, -back);
    const items = await payments.settlementRecon(day, now);
    recorded += await recordSettlementLines(
      deps.db,
      items.map((item) => ({ provider: payments.name, ...item })),
    );
  }
  if (recorded > 0) deps.log.info({ recorded }, 'settlement lines recorded');
  return recorded;
}

export const settlementsJob: Job = {
  name: 'settlements',
  everyMs: 60 * 60 * 1000,
  atStart: true,
  run: async (ctx, now) => {
    await pullSettlements(serviceDepsOf(ctx, jobLog(ctx.config, 'settlements')), now);
  },
};

/** The settlements made from `from` to `to` (IST days, inclusive), each with its lines and its bank credit. */
export async function settlementsReport(db: Db, query: SettlementsQuery): Promise<SettlementsReport> {
  const rows = await settlementLinesBetween(
    db,
    new Date(istDateToUnix(query.from) * 1000),
    new Date(istDateToUnix(addDays(query.to, 1)) * 1000),
  );
  const bySettlement = new Map<string, typeof rows>();
  for (const row of rows) {
    const group = bySettlement.get(row.line.settlementId);
    if (group) group.push(row);
    else bySettlement.set(row.line.settlementId, [row]);
  }
  const settlements = [...bySettlement.values()].map((group): Settlement => {
    const { line: first } = group[0]!;
    return {
      settlementId: first.settlementId,
      utr: first.settlementUtr,
      settledAt: Math.floor(first.settledAt.getTime() / 1000),
      provider: first.provider,
      ...sumsOf(group.map((row) => row.line)),
      lines: group.map(({ line, bookingId, bookingCode }) => ({
        type: line.type as Settlement['lines'][number]['type'],
        entityId: line.entityId,
        paymentId: line.paymentId,
        bookingId: bookingId ?? null,
        bookingCode: bookingCode ?? null,
        method: line.method,
        credit: paiseToRupees(line.creditPaise),
        debit: paiseToRupees(line.debitPaise),
        fee: paiseToRupees(line.feePaise),
        tax: paiseToRupees(line.taxPaise),
      })),
    };
  });
  return { from: query.from, to: query.to, settlements, totals: sumsOf(rows.map((row) => row.line)) };
}

/** Lines summed in paise, then shown in rupees: captures, refunds, fees, GST on fees and the bank credit they make. */
function sumsOf(lines: ReadonlyArray<{ creditPaise: number; debitPaise: number; feePaise: number; taxPaise: number }>) {
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((n, line) => n + pick(line), 0);
  const credit = sum((l) => l.creditPaise);
  const debit = sum((l) => l.debitPaise);
  const fees = sum((l) => l.feePaise);
  const tax = sum((l) => l.taxPaise);
  return {
    credit: paiseToRupees(credit),
    debit: paiseToRupees(debit),
    fees: paiseToRupees(fees),
    tax: paiseToRupees(tax),
    net: paiseToRupees(credit - debit - fees - tax),
  };
}
