import { rupeesToPaise } from '@staybook/contract';
import type {
  AdminCoupon,
  AdminPromotion,
  CouponFields,
  PromotionFields,
  PromotionKind,
} from '@staybook/contract/promotions';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type Actor, auditedAddition, auditedChange } from '../audit/audited-change.js';
import * as repo from './promotions-admin.repository.js';

/**
 * The console's promotions and coupons. A property's promotions are managed with that property's rates permission
 * (routes under /promotions/properties/:id, which can never reach another property's or the brand's rows); brand-wide
 * promotions and every coupon with the brand permission.
 */

type PromotionView = Awaited<ReturnType<typeof repo.findPromotion>>;
type CouponView = Awaited<ReturnType<typeof repo.findCoupon>>;

const toAdminPromotion = (p: NonNullable<PromotionView>): AdminPromotion => ({
  id: p.id,
  name: p.name,
  kind: p.kind as PromotionKind,
  propertyId: p.propertyId,
  propertyName: p.propertyName,
  roomTypeIds: p.roomTypeIds,
  minNights: p.minNights,
  freeNights: p.freeNights,
  percentOff: p.percentOff,
  daysBefore: p.daysBefore,
  bookFrom: p.bookFrom,
  bookUntil: p.bookUntil,
  stayFrom: p.stayFrom,
  stayUntil: p.stayUntil,
  isActive: p.isActive,
});

const toAdminCoupon = (c: NonNullable<CouponView>): AdminCoupon => ({
  id: c.id,
  code: c.code,
  label: c.label,
  discountKind: c.discountKind === 'amount' ? 'amount' : 'percent',
  // Rupees at the edge; a percentage as it is.
  discountValue: c.discountKind === 'amount' ? Math.round(c.discountValue / 100) : c.discountValue,
  propertyId: c.propertyId,
  propertyName: c.propertyName,
  minNights: c.minNights,
  perGuestLimit: c.perGuestLimit,
  totalLimit: c.totalLimit,
  usedCount: c.usedCount,
  bookFrom: c.bookFrom,
  bookUntil: c.bookUntil,
  stayFrom: c.stayFrom,
  stayUntil: c.stayUntil,
  isActive: c.isActive,
});

async function promotionView(db: DbOrTx, id: string): Promise<AdminPromotion> {
  const row = await repo.findPromotion(db, id);
  if (!row) throw notFound('Promotion');
  return toAdminPromotion(row);
}

async function couponView(db: DbOrTx, id: string, now: Date): Promise<AdminCoupon> {
  const row = await repo.findCoupon(db, id, now);
  if (!row) throw notFound('Coupon');
  return toAdminCoupon(row);
}

/** 400 unless the property exists and the room types are its own. */
async function assertPromotionTargets(db: DbOrTx, input: PromotionFields): Promise<void> {
  if (!input.propertyId) return;
  if (!(await repo.propertyExists(db, input.propertyId)))
    throw badRequest('propertyId: there is no such property.', { field: 'propertyId' });
  const ids = [...new Set(input.roomTypeIds)];
  if ((await repo.countRoomTypesOf(db, input.propertyId, ids)) !== ids.length)
    throw badRequest('roomTypeIds: every room type must belong to the property.', { field: 'roomTypeIds' });
}

const promotionValues = (input: PromotionFields, now: Date) => ({
  ...input,
  roomTypeIds: [...new Set(input.roomTypeIds)],
  updatedAt: now,
});

// ─── Promotions ─────────────────────────────────────────────────────────────────────────────────────

export async function listPromotions(db: Db, propertyId: string | null): Promise<AdminPromotion[]> {
  const rows = await repo.listPromotions(db, propertyId ? repo.ofPropertyOrBrand(propertyId) : undefined);
  return rows.map(toAdminPromotion);
}

/** `scope`: the property of a property route (the promotion is that property's, whatever the body says). */
export async function createPromotion(
  db: Db,
  actor: Actor,
  input: PromotionFields,
  scope: string | null,
  now = new Date(),
): Promise<AdminPromotion> {
  const fields = scope ? { ...input, propertyId: scope } : input;
  await assertPromotionTargets(db, fields);
  const add = async (tx: Tx) => {
    const created = await repo.insertPromotion(tx, { ...promotionValues(fields, now), createdAt: now });
    return { created, result: await promotionView(tx, created.id) };
  };
  if (fields.propertyId)
    return auditedAddition(db, actor, {
      action: 'promotions.promotion.create',
      entityType: 'promotion',
      parent: { id: fields.propertyId, what: 'Property', lock: repo.lockProperty },
      add,
    });
  // A brand-wide promotion has no parent row to lock: the addition and its audit row share one transaction.
  return db.transaction(async (tx) => {
    const { created, result } = await add(tx);
    await recordAudit(tx, {
      ...actor,
      action: 'promotions.promotion.create',
      entityType: 'promotion',
      entityId: created.id,
      before: null,
      after: created,
    });
    return result;
  });
}

/** Edits a promotion; through a property route only that property's own (anything else is not found there). */

/** Locks a promotion for a change; one outside `scope` (a property manager's property) reads as missing: 404. */
function lockPromotionIn(scope: string | null) {
  return async (tx: Tx, id: string) => {
    const row = await repo.lockPromotion(tx, id);
    return row && (scope === null || row.propertyId === scope) ? row : undefined;
  };
}

export async function updatePromotion(
  db: Db,
  actor: Actor,
  id: string,
  input: PromotionFields,
  scope: string | null,
  now = new Date(),
): Promise<AdminPromotion> {
  const fields = scope ? { ...input, propertyId: scope } : input;
  await assertPromotionTargets(db, fields);
  return auditedChange(db, actor, {
    action: 'promotions.promotion.update',
    entityType: 'promotion',
    entityId: id,
    what: 'Promotion',
    lock: lockPromotionIn(scope),
    async change(tx, before) {
      const after = await repo.updatePromotion(tx, before.id, promotionValues(fields, now));
      return { after, result: await promotionView(tx, before.id) };
    },
  });
}

export function deactivatePromotion(
  db: Db,
  actor: Actor,
  id: string,
  scope: string | null,
  now = new Date(),
): Promise<AdminPromotion> {
  return auditedChange(db, actor, {
    action: 'promotions.promotion.deactivate',
    entityType: 'promotion',
    entityId: id,
    what: 'Promotion',
    lock: lockPromotionIn(scope),
    async change(tx, before) {
      if (!before.isActive) return { result: await promotionView(tx, before.id), unchanged: true };
      const after = await repo.updatePromotion(tx, before.id, { isActive: false, updatedAt: now });
      return { after, result: await promotionView(tx, before.id) };
    },
  });
}

// ─── Coupons ────────────────────────────────────────────────────────────────────────────────────────

const couponValues = (input: CouponFields, now: Date) => ({
  ...input,
  // Paise in the database; the console speaks whole rupees.
  discountValue: input.discountKind === 'amount' ? rupeesToPaise(input.discountValue) : input.discountValue,
  updatedAt: now,
});

const codeTaken = (code: string) => conflict(`The code ${code} is already in use.`, 'CONFLICT', { field: 'code' });

function isCodeTaken(err: unknown): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return true;
  return false;
}

export async function listCoupons(db: Db, now = new Date()): Promise<AdminCoupon[]> {
  return (await repo.listCoupons(db, now)).map(toAdminCoupon);
}

async function assertCouponProperty(db: DbOrTx, input: CouponFields): Promise<void> {
  if (input.propertyId && !(await repo.propertyExists(db, input.propertyId)))
    throw badRequest('propertyId: there is no such property.', { field: 'propertyId' });
}

export async function createCoupon(db: Db, actor: Actor, input: CouponFields, now = new Date()): Promise<AdminCoupon> {
  await assertCouponProperty(db, input);
  if (await repo.findCouponIdByCode(db, input.code)) throw codeTaken(input.code);
  try {
    return await db.transaction(async (tx) => {
      const created = await repo.insertCoupon(tx, { ...couponValues(input, now), createdAt: now });
      await recordAudit(tx, {
        ...actor,
        action: 'promotions.coupon.create',
        entityType: 'coupon',
        entityId: created.id,
        before: null,
        after: created,
      });
      return couponView(tx, created.id, now);
    });
  } catch (err) {
    // Two operators creating the same code at once: the unique index decides.
    if (isCodeTaken(err)) throw codeTaken(input.code);
    throw err;
  }
}

export async function updateCoupon(
  db: Db,
  actor: Actor,
  id: string,
  input: CouponFields,
  now = new Date(),
): Promise<AdminCoupon> {
  await assertCouponProperty(db, input);
  const other = await repo.findCouponIdByCode(db, input.code);
  if (other && other !== id) throw codeTaken(input.code);
  return auditedChange(db, actor, {
    action: 'promotions.coupon.update',
    entityType: 'coupon',
    entityId: id,
    what: 'Coupon',
    lock: repo.lockCoupon,
    async change(tx, before) {
      const after = await repo.updateCoupon(tx, before.id, couponValues(input, now));
      return { after, result: await couponView(tx, before.id, now) };
    },
  });
}

export function deactivateCoupon(db: Db, actor: Actor, id: string, now = new Date()): Promise<AdminCoupon> {
  return auditedChange(db, actor, {
    action: 'promotions.coupon.deactivate',
    entityType: 'coupon',
    entityId: id,
    what: 'Coupon',
    lock: repo.lockCoupon,
    async change(tx, before) {
      if (!before.isActive) return { result: await couponView(tx, before.id, now), unchanged: true };
      const after = await repo.updateCoupon(tx, before.id, { isActive: false, updatedAt: now });
      return { after, result: await couponView(tx, before.id, now) };
    },
  });
}

/** For the deals form: 400 unless the promotion exists. */
export async function assertPromotionExists(db: DbOrTx, id: string | null | undefined): Promise<void> {
  if (id && !(await repo.findPromotion(db, id)))
    throw badRequest('promotionId: there is no such promotion.', { field: 'promotionId' });
}
