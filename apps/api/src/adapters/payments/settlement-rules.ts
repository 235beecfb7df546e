import { addDays, type IsoDate, istDateToUnix, unixToIstDate } from '@staybook/contract/stay-dates';
import type { ProviderSettlementItem } from './types.js';

/**
 * How the sandbox settles, shaped on Razorpay's standard plan so its reports look like a real account's:
 * - every captured payment is credited T+2 (two calendar days after its capture, IST; Razorpay skips bank holidays,
 *   the sandbox does not), at 11:00 IST, in one settlement a day;
 * - the fee is 2% of the payment (rounded to the paisa, half up) and GST at 18% on the fee, deducted from the credit;
 * - a refund is debited from the settlement two days after it was made, with no fee given back.
 */
export const SANDBOX_SETTLEMENT_DAYS = 2;
export const SANDBOX_FEE_BASIS_POINTS = 200;
export const GST_ON_FEE_PERCENT = 18;
const SETTLED_AT_IST_MINUTES = 11 * 60;

/** A payment's fee and the GST on it, in paise. */
export function sandboxFee(amountPaise: number): { feePaise: number; taxPaise: number } {
  const feePaise = Math.round((amountPaise * SANDBOX_FEE_BASIS_POINTS) / 10_000);
  return { feePaise, taxPaise: Math.round((feePaise * GST_ON_FEE_PERCENT) / 100) };
}

/** The IST day a line made at `at` is settled on. */
export function sandboxSettlementDay(at: Date): IsoDate {
  return addDays(unixToIstDate(Math.floor(at.getTime() / 1000)), SANDBOX_SETTLEMENT_DAYS);
}

/** The moment the sandbox settles a day's lines (11:00 IST). */
export function sandboxSettledAt(day: IsoDate): Date {
  return new Date((istDateToUnix(day) + SETTLED_AT_IST_MINUTES * 60) * 1000);
}

/** The settlement's id and its bank UTR, the same every time a day is asked for. */
export function sandboxSettlementOf(day: IsoDate): { settlementId: string; settlementUtr: string } {
  const digits = day.replaceAll('-', '');
  return { settlementId: `setl_sbx${digits}`, settlementUtr: `SBXN${digits}00000001`.slice(0, 22) };
}

export interface SandboxLine {
  type: 'payment' | 'refund';
  entityId: string;
  paymentId: string;
  amountPaise: number;
  at: Date;
  method: string | null;
}

/** The lines settled on `day`, as the provider's recon would list them, once that day's settlement has happened. */
export function sandboxRecon(day: IsoDate, lines: readonly SandboxLine[], now: Date): ProviderSettlementItem[] {
  const settledAt = sandboxSettledAt(day);
  if (settledAt > now) return [];
  const settlement = sandboxSettlementOf(day);
  return lines
    .filter((line) => sandboxSettlementDay(line.at) === day)
    .map((line) => ({
      type: line.type,
      entityId: line.entityId,
      paymentId: line.paymentId,
      creditPaise: line.type === 'payment' ? line.amountPaise : 0,
      debitPaise: line.type === 'refund' ? line.amountPaise : 0,
      ...(line.type === 'payment' ? sandboxFee(line.amountPaise) : { feePaise: 0, taxPaise: 0 }),
      ...settlement,
      settledAt,
      method: line.method,
    }));
}
