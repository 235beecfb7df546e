import type { MoneyOverview, StaffAlert } from '@staybook/contract/admin-money';
import { paiseToRupees } from '@staybook/contract/money';
import { notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { ServiceDeps } from '../module-context.js';
import { checkMoney } from './money-check.js';
import { openStaffAlerts, resolveStaffAlert, type StaffAlertRow } from './payments.repository.js';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

function toStaffAlert(row: StaffAlertRow): StaffAlert {
  return {
    id: row.id,
    kind: row.kind as StaffAlert['kind'],
    message: row.message,
    bookingId: row.bookingId,
    createdAt: unix(row.createdAt),
    resolvedAt: row.resolvedAt ? unix(row.resolvedAt) : null,
  };
}

/** The console's money panel: open alerts and the money check, asked of the provider now. */
export async function moneyOverview(
  deps: Pick<ServiceDeps, 'db' | 'adapters'>,
  now = new Date(),
  kycRetentionDays?: number,
): Promise<MoneyOverview> {
  const [alerts, check] = await Promise.all([openStaffAlerts(deps.db), checkMoney(deps, now)]);
  return {
    alerts: alerts.map(toStaffAlert),
    check: {
      checkedFrom: unix(check.checkedFrom),
      checkedTo: unix(check.checkedTo),
      captures: check.captures,
      unsettled: check.unsettled.map((u) => ({
        providerPaymentId: u.providerPaymentId,
        orderId: u.orderId,
        amount: paiseToRupees(u.amountPaise),
        capturedAt: unix(u.capturedAt),
        bookingId: u.bookingId,
        bookingCode: u.bookingCode,
        bookingStatus: u.bookingStatus,
        paymentStatus: u.paymentStatus,
        problem: u.problem,
      })),
      uninvoiced: check.uninvoiced.map((u) => ({
        bookingId: u.bookingId,
        bookingCode: u.bookingCode,
        bookingStatus: u.bookingStatus,
        charged: paiseToRupees(u.chargedPaise),
        paid: paiseToRupees(u.cashPaise),
      })),
      books: {
        byGstin: check.books.byGstin.map((g) => ({
          gstin: g.gstin,
          cash: paiseToRupees(g.cashPaise),
          documents: paiseToRupees(g.documentsPaise),
          advancesOutstanding: paiseToRupees(g.advancesPaise),
          inFlight: paiseToRupees(g.inFlightPaise),
          owed: paiseToRupees(g.owedPaise),
        })),
        unreconciled: check.books.unreconciled.map((b) => ({
          bookingId: b.bookingId,
          bookingCode: b.bookingCode,
          gstin: b.gstin,
          cash: paiseToRupees(b.cashPaise),
          documents: paiseToRupees(b.documentsPaise),
          advancesOutstanding: paiseToRupees(b.advancesPaise),
          difference: paiseToRupees(b.differencePaise),
        })),
      },
    },
    ...(kycRetentionDays === undefined ? {} : { kycRetentionDays }),
  };
}

/** Marks an alert handled by this person; audited, and never deleted. */
export async function resolveAlert(
  deps: Pick<ServiceDeps, 'db'>,
  id: string,
  actor: { actorUserId: string | null; ip: string | null },
  now = new Date(),
): Promise<StaffAlert> {
  return deps.db.transaction(async (tx) => {
    const row = await resolveStaffAlert(tx, id, actor.actorUserId ?? '', now);
    if (!row) throw notFound('Open alert');
    await recordAudit(tx, {
      ...actor,
      action: 'alert.resolve',
      entityType: 'staff_alert',
      entityId: id,
      before: { resolvedAt: null },
      after: { resolvedAt: now.toISOString(), kind: row.kind },
    });
    return toStaffAlert(row);
  });
}
