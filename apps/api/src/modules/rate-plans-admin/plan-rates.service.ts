import type { PlanRates, PlanRatesEdit, PlanRatesQuery } from '@staybook/contract/admin-rate-plans';
import { paiseToRupees, rupeesToPaise } from '@staybook/contract/money';
import { type IsoDate, todayIst } from '@staybook/contract/stay-dates';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import { datesInRange, editableNights } from '../inventory/index.js';
import * as repo from './rate-plans-admin.repository.js';

/**
 * A rate plan's own rates in its calendar (plans priced 'own_rates'). A night with no rate of the plan's own sells
 * at the room type's rate that night, so the calendar shows both and the price the guest pays. Availability and
 * restrictions stay the room type's: the plan only prices.
 */

async function planOfRoomType(db: DbOrTx, roomTypeId: string, planId: string) {
  const row = await repo.findPlan(db, planId);
  if (!row || row.plan.roomTypeId !== roomTypeId) throw notFound('Rate plan');
  return row;
}

async function ratesView(db: DbOrTx, roomTypeId: string, planId: string, range: PlanRatesQuery): Promise<PlanRates> {
  const { plan, roomTypeName, baseRatePaise } = await planOfRoomType(db, roomTypeId, planId);
  const [own, room] = await Promise.all([
    repo.planOwnRates(db, planId, range.from, range.to),
    repo.roomNightRates(db, roomTypeId, range.from, range.to),
  ]);
  const hasOwnRates = plan.adjustmentKind === 'own_rates';
  return {
    planId: plan.id,
    planName: plan.name,
    roomTypeName,
    hasOwnRates,
    nights: datesInRange(range.from, range.to).map((date) => {
      const roomRate = room.get(date) ?? baseRatePaise;
      const ownRate = hasOwnRates ? (own.get(date) ?? null) : null;
      return {
        date,
        rate: paiseToRupees(ownRate ?? roomRate),
        ownRate: ownRate === null ? null : paiseToRupees(ownRate),
        roomRate: paiseToRupees(roomRate),
      };
    }),
  };
}

export function planRates(db: Db, roomTypeId: string, planId: string, range: PlanRatesQuery): Promise<PlanRates> {
  return ratesView(db, roomTypeId, planId, range);
}

/**
 * Sets (or clears) the plan's rate on the chosen nights, audited with every night's old and new rate. Bookings
 * already made keep the nightly rates they were sold at (booking_rooms.nightly_rates).
 */
export async function setPlanRates(
  db: Db,
  actor: Actor,
  roomTypeId: string,
  planId: string,
  edit: PlanRatesEdit,
  today: IsoDate = todayIst(),
): Promise<{ updated: number; cleared: number }> {
  const dates = editableNights(edit, today);
  return auditedChange(db, actor, {
    action: 'rate_plans.plan.rates',
    entityType: 'rate_plan',
    entityId: planId,
    what: 'Rate plan',
    lock: async (tx: Tx, id: string) =>
      (await repo.lockRoomType(tx, roomTypeId)) ? repo.lockPlan(tx, roomTypeId, id) : undefined,
    async change(tx, row) {
      if (row.adjustmentKind !== 'own_rates')
        throw conflict(
          `${row.name} is priced from the room's rate: choose "Its own rates in the calendar" for it first.`,
          'CONFLICT',
        );
      const before = await repo.planOwnRates(tx, row.id, edit.from, edit.to);
      const oldRates = Object.fromEntries(dates.map((d) => [d, toRupeesOrNull(before.get(d))]));
      if (edit.rate === null) {
        await repo.deletePlanRates(tx, row.id, dates);
        const cleared = dates.filter((d) => before.has(d)).length;
        return {
          before: { rates: oldRates },
          after: { rates: null, nights: dates.length },
          result: { updated: 0, cleared },
        };
      }
      await repo.upsertPlanRates(tx, row.id, dates, rupeesToPaise(edit.rate));
      return {
        before: { rates: oldRates },
        after: { rate: edit.rate, nights: dates.length, weekdays: edit.weekdays },
        result: { updated: dates.length, cleared: 0 },
      };
    },
  });
}

const toRupeesOrNull = (paise: number | undefined) => (paise === undefined ? null : paiseToRupees(paise));
