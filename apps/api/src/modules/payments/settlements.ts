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
  const byId = new Map<
    string,
    { head: Settlement; paise: { credit: number; debit: number; fees: number; tax: number } }
  >();
  for (const { line, bookingId, bookingCode } of rows) {
    let s = byId.get(line.settlementId);
    if (!s) {
      s = {
        head: {
          settlementId: line.settlementId,
          utr: line.settlementUtr,
          settledAt: Math.floor(line.settledAt.getTime() / 1000),
          provider: line.provider,
          credit: 0,
          debit: 0,
          fees: 0,
          tax: 0,
          net: 0,
          lines: [],
        },
        paise: { credit: 0, debit: 0, fees: 0, tax: 0 },
      };
      byId.set(line.settlementId, s);
    }
    s.paise.credit += line.creditPaise;
    s.paise.debit += line.debitPaise;
    s.paise.fees += line.feePaise;
    s.paise.tax += line.taxPaise;
    s.head.lines.push({
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
    });
  }
  const total = { credit: 0, debit: 0, fees: 0, tax: 0, net: 0 };
  const settlements = [...byId.values()].map(({ head, paise }) => {
    const net = paise.credit - paise.debit - paise.fees - paise.tax;
    total.credit += paise.credit;
    total.debit += paise.debit;
    total.fees += paise.fees;
    total.tax += paise.tax;
    total.net += net;
    return {
      ...head,
      credit: paiseToRupees(paise.credit),
      debit: paiseToRupees(paise.debit),
      fees: paiseToRupees(paise.fees),
      tax: paiseToRupees(paise.tax),
      net: paiseToRupees(net),
    };
  });
  return {
    from: query.from,
    to: query.to,
    settlements,
    totals: {
      credit: paiseToRupees(total.credit),
      debit: paiseToRupees(total.debit),
      fees: paiseToRupees(total.fees),
      tax: paiseToRupees(total.tax),
      net: paiseToRupees(total.net),
    },
  };
}
