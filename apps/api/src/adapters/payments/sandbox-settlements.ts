import { addDays, type IsoDate, istDateToUnix } from '@staybook/contract/stay-dates';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxPayments, sandboxRefunds } from '../../db/schema/index.js';
import { SANDBOX_SETTLEMENT_DAYS, type SandboxLine, sandboxRecon } from './settlement-rules.js';
import type { ProviderSettlementItem } from './types.js';

/**
 * The sandbox provider's settlement recon of one IST day: the payments it captured and the refunds it made two days
 * before (settlement-rules.ts), once that day's settlement time has passed, from its own tables.
 */
export async function sandboxSettlementRecon(db: Db, day: IsoDate, now: Date): Promise<ProviderSettlementItem[]> {
  const made = addDays(day, -SANDBOX_SETTLEMENT_DAYS);
  const from = new Date(istDateToUnix(made) * 1000);
  const to = new Date(istDateToUnix(addDays(made, 1)) * 1000);
  const captured = await db
    .select()
    .from(sandboxPayments)
    .where(
      and(
        gte(sandboxPayments.createdAt, from),
        lt(sandboxPayments.createdAt, to),
        ne(sandboxPayments.status, 'failed'),
      ),
    );
  const closing = await db
    .select()
    .from(sandboxPayments)
    .where(and(gte(sandboxPayments.refundCreatedAt, from), lt(sandboxPayments.refundCreatedAt, to)));
  const parts = await db
    .select({ refund: sandboxRefunds, method: sandboxPayments.method })
    .from(sandboxRefunds)
    .innerJoin(sandboxPayments, eq(sandboxPayments.id, sandboxRefunds.paymentId))
    .where(and(gte(sandboxRefunds.createdAt, from), lt(sandboxRefunds.createdAt, to)));
  const lines: SandboxLine[] = [
    ...captured.map((p) => ({
      type: 'payment' as const,
      entityId: p.id,
      paymentId: p.id,
      amountPaise: p.amountPaise,
      at: p.createdAt,
      method: p.method,
    })),
    ...closing.map((p) => ({
      type: 'refund' as const,
      entityId: p.refundId!,
      paymentId: p.id,
      amountPaise: p.refundAmountPaise ?? 0,
      at: p.refundCreatedAt!,
      method: p.method,
    })),
    ...parts.map(({ refund, method }) => ({
      type: 'refund' as const,
      entityId: refund.id,
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      at: refund.createdAt,
      method,
    })),
  ];
  return sandboxRecon(day, lines, now);
}
