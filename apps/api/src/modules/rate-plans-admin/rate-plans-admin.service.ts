import {
  type AdminCancellationPolicy,
  type AdminPropertyRatePlans,
  type AdminRatePlan,
  adjustmentLabel,
  type CancellationPolicyFields,
  describePolicyTerms,
  type RatePlanFields,
} from '@staybook/contract/admin-rate-plans';
import { paiseToRupees } from '@staybook/contract/money';
import { paymentPolicyLabel } from '@staybook/contract/payment-terms';
import {
  type CancellationChargeKind,
  type CancellationPolicyKind,
  type FreeWindowUnit,
  type MealPlan,
  mealPlanLabel,
  type PaymentPolicy,
  type PriceAdjustmentKind,
} from '@staybook/contract/rate-plans';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { type Actor, auditedAddition, auditedChange } from '../audit/audited-change.js';
import { planNightlyRatePaise } from '../pricing/index.js';
import * as repo from './rate-plans-admin.repository.js';
import {
  defaultAfterSave,
  RatePlanRuleError,
  shownAdjustment,
  storedAdjustment,
  successorDefault,
} from './rate-plans-admin-rules.js';

/**
 * The console's rate plans and cancellation policies of one property. Every change is one audited transaction under
 * the edit lock of the property (policies) or the room type (plans, so its one default moves atomically). Bookings
 * keep copies of the plan and policy they were sold under, so nothing here changes a booking already made.
 */

function ruleOrRefuse<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof RatePlanRuleError)
      throw error.kind === 'conflict'
        ? conflict(error.message, 'CONFLICT', error.details)
        : badRequest(error.message, error.details);
    throw error;
  }
}

// ─── Views ──────────────────────────────────────────────────────────────────────────────────────────

function policyView(row: repo.PolicyRow, usedBy: string[]): AdminCancellationPolicy {
  // The columns' CHECK constraints hold these to the contract's values.
  const terms = {
    kind: row.kind as CancellationPolicyKind,
    freeWindowValue: row.freeWindowValue,
    freeWindowUnit: row.freeWindowUnit as FreeWindowUnit | null,
    chargeKind: row.chargeKind as CancellationChargeKind | null,
    chargePercent: row.chargePercent,
  };
  return { id: row.id, name: row.name, ...terms, summary: describePolicyTerms(terms), usedBy };
}

function planView({
  plan,
  policyName,
  baseRatePaise,
}: {
  plan: repo.PlanRow;
  policyName: string;
  baseRatePaise: number;
}): AdminRatePlan {
  const adjustmentKind = plan.adjustmentKind as PriceAdjustmentKind;
  const paymentPolicy = plan.paymentPolicy as PaymentPolicy;
  const adjustmentValue = shownAdjustment(adjustmentKind, plan.adjustmentValue);
  return {
    id: plan.id,
    roomTypeId: plan.roomTypeId,
    name: plan.name,
    mealPlan: plan.mealPlan as MealPlan,
    mealPlanLabel: mealPlanLabel(plan.mealPlan),
    cancellationPolicyId: plan.cancellationPolicyId,
    cancellationPolicyName: policyName,
    paymentPolicy,
    depositPercent: plan.depositPercent,
    paymentLabel: paymentPolicyLabel({ paymentPolicy, depositPercent: plan.depositPercent }),
    adjustmentKind,
    adjustmentValue,
    adjustmentLabel: adjustmentLabel(adjustmentKind, adjustmentValue),
    priceOnBaseRate: paiseToRupees(
      planNightlyRatePaise(baseRatePaise, { adjustmentKind, adjustmentValue: plan.adjustmentValue }),
    ),
    isDefault: plan.isDefault,
    status: plan.status === 'archived' ? 'archived' : 'active',
    sortOrder: plan.sortOrder,
  };
}

async function policyViewOf(db: DbOrTx, row: repo.PolicyRow): Promise<AdminCancellationPolicy> {
  return policyView(row, (await repo.planNamesByPolicy(db, [row.id])).get(row.id) ?? []);
}

async function planViewOf(db: DbOrTx, planId: string): Promise<AdminRatePlan> {
  const row = await repo.findPlan(db, planId);
  if (!row) throw notFound('Rate plan');
  return planView(row);
}

/** A property's policies and each room type's plans (archived ones too). */
export async function propertyRatePlans(db: Db, propertyId: string): Promise<AdminPropertyRatePlans> {
  const property = await repo.findProperty(db, propertyId);
  if (!property) throw notFound('Property');
  const [policies, rooms] = await Promise.all([repo.listPolicies(db, propertyId), repo.listRoomTypes(db, propertyId)]);
  const [usedBy, plans] = await Promise.all([
    repo.planNamesByPolicy(
      db,
      policies.map((p) => p.id),
    ),
    repo.listPlans(
      db,
      rooms.map((r) => r.id),
    ),
  ]);
  return {
    propertyId: property.id,
    propertyName: property.name,
    checkInTime: property.checkInTime,
    policies: policies.map((p) => policyView(p, usedBy.get(p.id) ?? [])),
    roomTypes: rooms.map((r) => ({
      id: r.id,
      name: r.name,
      baseRate: paiseToRupees(r.baseRatePaise),
      archived: r.status !== 'active',
      plans: plans.filter((p) => p.plan.roomTypeId === r.id).map(planView),
    })),
  };
}

// ─── Policies ───────────────────────────────────────────────────────────────────────────────────────

export function createPolicy(
  db: Db,
  actor: Actor,
  propertyId: string,
  fields: CancellationPolicyFields,
): Promise<AdminCancellationPolicy> {
  return auditedAddition(db, actor, {
    action: 'rate_plans.policy.create',
    entityType: 'cancellation_policy',
    parent: { id: propertyId, what: 'Property', lock: repo.lockProperty },
    async add(tx, property) {
      const created = await repo.insertPolicy(tx, property.id, fields);
      return { created, result: policyView(created, []), after: { ...created, property: property.name } };
    },
  });
}

/** The policy of this property, locked after the property (the order every policy change takes). */
const lockPolicyOf = (propertyId: string) => async (tx: Tx, policyId: string) =>
  (await repo.lockProperty(tx, propertyId)) ? repo.lockPolicy(tx, propertyId, policyId) : undefined;

/** New terms for bookings from now on; bookings already made keep the terms they were sold under. */
export function updatePolicy(
  db: Db,
  actor: Actor,
  propertyId: string,
  policyId: string,
  fields: CancellationPolicyFields,
): Promise<AdminCancellationPolicy> {
  return auditedChange(db, actor, {
    action: 'rate_plans.policy.update',
    entityType: 'cancellation_policy',
    entityId: policyId,
    what: 'Cancellation policy',
    lock: lockPolicyOf(propertyId),
    async change(tx, row) {
      const updated = await repo.updatePolicy(tx, row.id, fields);
      return { after: updated, result: await policyViewOf(tx, updated) };
    },
  });
}

/**
 * Removes a policy no plan uses (archived plans count: restoring one must find its policy). Policies have no
 * archived state of their own: one in use stays, one unused has nothing depending on it (bookings keep copies).
 */
export function removePolicy(db: Db, actor: Actor, propertyId: string, policyId: string): Promise<{ id: string }> {
  return auditedChange(db, actor, {
    action: 'rate_plans.policy.delete',
    entityType: 'cancellation_policy',
    entityId: policyId,
    what: 'Cancellation policy',
    lock: lockPolicyOf(propertyId),
    async change(tx, row) {
      const usedBy = (await repo.planNamesByPolicy(tx, [row.id])).get(row.id) ?? [];
      if (usedBy.length > 0)
        throw conflict(
          `${row.name} is used by ${usedBy.join(', ')}: move those plans to another policy first.`,
          'CONFLICT',
          { usedBy },
        );
      await repo.deletePolicy(tx, row.id);
      return { after: null, result: { id: row.id } };
    },
  });
}

// ─── Plans ──────────────────────────────────────────────────────────────────────────────────────────

/** The plan's policy must be one of the room type's property: a plan cannot borrow another hotel's promise. */
async function policyOfRoomType(tx: Tx, propertyId: string, policyId: string) {
  const policy = await repo.findPolicyOfProperty(tx, propertyId, policyId);
  if (!policy)
    throw badRequest('cancellationPolicyId: choose one of this property’s cancellation policies.', {
      field: 'cancellationPolicyId',
    });
  return policy;
}

const planColumns = (fields: RatePlanFields) => ({
  name: fields.name,
  mealPlan: fields.mealPlan,
  cancellationPolicyId: fields.cancellationPolicyId,
  paymentPolicy: fields.paymentPolicy,
  depositPercent: fields.depositPercent,
  adjustmentKind: fields.adjustmentKind,
  adjustmentValue: storedAdjustment(fields.adjustmentKind, fields.adjustmentValue),
  sortOrder: fields.sortOrder,
});

/** A new plan, on sale at once; the room type's first plan (or one ticked as default) becomes its default. */
export function createPlan(db: Db, actor: Actor, roomTypeId: string, fields: RatePlanFields): Promise<AdminRatePlan> {
  return auditedAddition(db, actor, {
    action: 'rate_plans.plan.create',
    entityType: 'rate_plan',
    parent: { id: roomTypeId, what: 'Room type', lock: repo.lockRoomType },
    async add(tx, roomType) {
      const policy = await policyOfRoomType(tx, roomType.propertyId, fields.cancellationPolicyId);
      const others = await repo.otherPlans(tx, roomType.id, null);
      const isDefault = ruleOrRefuse(() =>
        defaultAfterSave(others, { isDefault: fields.isDefault, status: 'active', wasDefault: false }),
      );
      const previousDefault = isDefault ? await repo.clearDefault(tx, roomType.id) : [];
      const created = await repo.insertPlan(tx, {
        ...planColumns(fields),
        roomTypeId: roomType.id,
        isDefault,
        status: 'active',
      });
      return {
        created,
        result: await planViewOf(tx, created.id),
        after: {
          ...created,
          roomType: roomType.name,
          policy: policy.name,
          defaultTakenFrom: previousDefault[0] ?? null,
        },
      };
    },
  });
}

/** The plan of this room type, locked after the room type (the order every plan change takes). */
const lockPlanOf = (roomTypeId: string) => async (tx: Tx, planId: string) =>
  (await repo.lockRoomType(tx, roomTypeId)) ? repo.lockPlan(tx, roomTypeId, planId) : undefined;

/** New terms for bookings from now on; ticking the default moves it here from the room type's other plan. */
export function updatePlan(
  db: Db,
  actor: Actor,
  roomTypeId: string,
  planId: string,
  fields: RatePlanFields,
): Promise<AdminRatePlan> {
  return auditedChange(db, actor, {
    action: 'rate_plans.plan.update',
    entityType: 'rate_plan',
    entityId: planId,
    what: 'Rate plan',
    lock: lockPlanOf(roomTypeId),
    async change(tx, row) {
      const roomType = await repo.lockRoomType(tx, roomTypeId);
      if (!roomType) throw notFound('Room type');
      await policyOfRoomType(tx, roomType.propertyId, fields.cancellationPolicyId);
      const others = await repo.otherPlans(tx, roomTypeId, row.id);
      const isDefault = ruleOrRefuse(() =>
        defaultAfterSave(others, { isDefault: fields.isDefault, status: row.status, wasDefault: row.isDefault }),
      );
      const previousDefault = isDefault && !row.isDefault ? await repo.clearDefault(tx, roomTypeId) : [];
      await repo.updatePlan(tx, row.id, { ...planColumns(fields), isDefault });
      const result = await planViewOf(tx, row.id);
      return {
        after: { ...result, ...(previousDefault.length ? { defaultTakenFrom: previousDefault[0] } : {}) },
        result,
      };
    },
  });
}

/**
 * Archives (no longer sold; kept for the bookings and the audit trail) or restores a plan. An archived default
 * passes the default to the room type's next active plan; with none left the room sells at the built-in Standard
 * rate. A restored plan takes the default when the room type has none.
 */
export function setPlanStatus(
  db: Db,
  actor: Actor,
  roomTypeId: string,
  planId: string,
  verb: 'archive' | 'restore',
): Promise<AdminRatePlan> {
  const status = verb === 'archive' ? 'archived' : 'active';
  return auditedChange(db, actor, {
    action: `rate_plans.plan.${verb}`,
    entityType: 'rate_plan',
    entityId: planId,
    what: 'Rate plan',
    lock: lockPlanOf(roomTypeId),
    async change(tx, row) {
      if (row.status === status) return { unchanged: true, result: await planViewOf(tx, row.id) };
      const others = await repo.otherPlans(tx, roomTypeId, row.id);
      let defaultMovedTo: string | null = null;
      let isDefault = false;
      if (verb === 'archive' && row.isDefault) {
        defaultMovedTo = successorDefault(others, row.id);
        await repo.updatePlan(tx, row.id, { status, isDefault: false });
        if (defaultMovedTo) await repo.updatePlan(tx, defaultMovedTo, { isDefault: true });
      } else {
        isDefault = verb === 'restore' && !others.some((p) => p.status === 'active' && p.isDefault);
        await repo.updatePlan(tx, row.id, { status, isDefault });
      }
      return {
        before: { status: row.status, isDefault: row.isDefault },
        after: {
          status,
          name: row.name,
          isDefault,
          ...(row.isDefault && verb === 'archive' ? { defaultMovedTo } : {}),
        },
        result: await planViewOf(tx, row.id),
      };
    },
  });
}
