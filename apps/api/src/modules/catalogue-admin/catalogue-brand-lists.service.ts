import type {
  AdminCategory,
  AdminCity,
  AdminDeal,
  categoryInputSchema,
  cityInputSchema,
  dealInputSchema,
} from '@staybook/contract/admin-catalogue';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import { assertPromotionExists } from '../promotions/promotions-admin.service.js';
import { toCategory, toCity, toDeal } from './catalogue-admin.mappers.js';
import * as repo from './catalogue-admin.repository.js';
import { cityDeleteProblem } from './catalogue-admin-rules.js';
import { recordCreation } from './catalogue-audit.js';

/** The lists the site is branded with: cities, the home page's category tiles and its deals. */

export type CityFields = z.output<typeof cityInputSchema>;
export type CategoryFields = z.output<typeof categoryInputSchema>;
export type DealFields = z.output<typeof dealInputSchema>;

// ─── Cities ─────────────────────────────────────────────────────────────────────────────────────

// Every create and rename of a city takes this lock first, so two cannot both find a name free.
const CITY_NAMES_LOCK = 'city-names';

const cityNameTaken = (name: string) => conflict(`A city named ${name} already exists.`, 'CONFLICT', { field: 'name' });

export async function listCities(db: Db): Promise<AdminCity[]> {
  return (await repo.listCities(db)).map(toCity);
}

export async function createCity(db: Db, actor: Actor, input: CityFields): Promise<AdminCity> {
  return db.transaction(async (tx) => {
    await repo.holdAdvisoryLock(tx, CITY_NAMES_LOCK);
    if (await repo.cityNameTaken(tx, input.name)) throw cityNameTaken(input.name);
    const created = await repo.insertCity(tx, input);
    await recordCreation(tx, actor, { action: 'catalogue.city.create', entityType: 'city', created });
    return toCity({ ...created, propertyCount: 0 });
  });
}

export function updateCity(db: Db, actor: Actor, id: string, input: CityFields): Promise<AdminCity> {
  return auditedChange(db, actor, {
    action: 'catalogue.city.update',
    entityType: 'city',
    entityId: id,
    what: 'City',
    async lock(tx, cityId) {
      await repo.holdAdvisoryLock(tx, CITY_NAMES_LOCK);
      return repo.findCity(tx, cityId);
    },
    async change(tx, before) {
      if (await repo.cityNameTaken(tx, input.name, before.id)) throw cityNameTaken(input.name);
      const after = await repo.updateCity(tx, before.id, input);
      return { after, result: toCity({ ...after, propertyCount: before.propertyCount }) };
    },
  });
}

/** Deletes a city with no properties; one with properties is refused (409) with how many. */
export function deleteCity(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
  return auditedChange(db, actor, {
    action: 'catalogue.city.delete',
    entityType: 'city',
    entityId: id,
    what: 'City',
    lock: repo.findCity,
    async change(tx, city) {
      const problem = cityDeleteProblem(city);
      if (problem) throw conflict(problem.message, 'CONFLICT', problem.details);
      await repo.deleteCity(tx, city.id);
      return { after: null, result: { id } };
    },
  });
}

// ─── Categories (home tiles) ────────────────────────────────────────────────────────────────────

export async function listCategories(db: Db): Promise<AdminCategory[]> {
  return (await repo.listCategories(db)).map(toCategory);
}

export async function createCategory(db: Db, actor: Actor, input: CategoryFields): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const created = await repo.insertCategory(tx, input);
    await recordCreation(tx, actor, { action: 'catalogue.category.create', entityType: 'category', created });
    return toCategory(created);
  });
}

export function updateCategory(db: Db, actor: Actor, id: string, input: CategoryFields): Promise<AdminCategory> {
  return auditedChange(db, actor, {
    action: 'catalogue.category.update',
    entityType: 'category',
    entityId: id,
    what: 'Category tile',
    lock: repo.findCategory,
    async change(tx, before) {
      const after = await repo.updateCategory(tx, before.id, input);
      return { after, result: toCategory(after) };
    },
  });
}

export function deleteCategory(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
  return auditedChange(db, actor, {
    action: 'catalogue.category.delete',
    entityType: 'category',
    entityId: id,
    what: 'Category tile',
    lock: repo.findCategory,
    async change(tx, category) {
      await repo.deleteCategory(tx, category.id);
      return { after: null, result: { id } };
    },
  });
}

// ─── Deals ──────────────────────────────────────────────────────────────────────────────────────

async function dealPropertyMustExist(db: DbOrTx, propertyId: string | null): Promise<void> {
  if (propertyId && !(await repo.findProperty(db, propertyId)))
    throw badRequest('propertyId: there is no such property.', { field: 'propertyId' });
}

/** A deal as listed: with the name of the property it points at. */
async function dealView(db: DbOrTx, id: string): Promise<AdminDeal> {
  return toDeal((await repo.findDeal(db, id))!);
}

export async function listDeals(db: Db): Promise<AdminDeal[]> {
  return (await repo.listDeals(db)).map(toDeal);
}

export async function createDeal(db: Db, actor: Actor, input: DealFields): Promise<AdminDeal> {
  return db.transaction(async (tx) => {
    await dealPropertyMustExist(tx, input.propertyId);
    await assertPromotionExists(tx, input.promotionId);
    const created = await repo.insertDeal(tx, input);
    await recordCreation(tx, actor, { action: 'catalogue.deal.create', entityType: 'deal', created });
    return dealView(tx, created.id);
  });
}

export function updateDeal(db: Db, actor: Actor, id: string, input: DealFields): Promise<AdminDeal> {
  return auditedChange(db, actor, {
    action: 'catalogue.deal.update',
    entityType: 'deal',
    entityId: id,
    what: 'Deal',
    lock: repo.findDeal,
    async change(tx, before) {
      await dealPropertyMustExist(tx, input.propertyId);
      await assertPromotionExists(tx, input.promotionId);
      const after = await repo.updateDeal(tx, before.id, input);
      return { after, result: await dealView(tx, before.id) };
    },
  });
}

export function deleteDeal(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
  return auditedChange(db, actor, {
    action: 'catalogue.deal.delete',
    entityType: 'deal',
    entityId: id,
    what: 'Deal',
    lock: repo.findDeal,
    async change(tx, deal) {
      await repo.deleteDeal(tx, deal.id);
      return { after: null, result: { id } };
    },
  });
}
