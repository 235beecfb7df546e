import type {
  AdminPropertyDetail,
  AdminPropertyList,
  adminPropertyListQuerySchema,
  amenitiesInputSchema,
  nearbyInputSchema,
  policiesInputSchema,
  propertyInputSchema,
} from '@staybook/contract/admin-catalogue';
import { slugify, uniqueSlug } from '@staybook/contract/slug';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import type { PropertyScope } from '../../db/property-scope.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import { toPropertySummary } from './catalogue-admin.mappers.js';
import * as repo from './catalogue-admin.repository.js';
import { publishChecklist, publishProblem, STATUS_AFTER, type StatusVerb } from './catalogue-admin-rules.js';
import { recordCreation } from './catalogue-audit.js';
import { propertyView } from './catalogue-views.service.js';

export type PropertyListQuery = z.output<typeof adminPropertyListQuerySchema>;
export type PropertyFields = z.output<typeof propertyInputSchema>;
export type AmenityItems = z.output<typeof amenitiesInputSchema>['items'];
export type PolicyItems = z.output<typeof policiesInputSchema>['items'];
export type NearbyItems = z.output<typeof nearbyInputSchema>['items'];
type PropertyExtras = Awaited<ReturnType<typeof repo.propertyExtras>>;

async function cityMustExist(db: DbOrTx, cityId: string): Promise<void> {
  if (!(await repo.findCity(db, cityId)))
    throw badRequest('cityId: there is no such city. Choose one from the list.', { field: 'cityId' });
}

/** The console's property list, narrowed to the properties the member may act on (`scope`, null: all). */
export async function listProperties(
  db: Db,
  query: PropertyListQuery,
  scope: PropertyScope,
): Promise<AdminPropertyList> {
  const { q, cityId, type, status, page, limit } = query;
  const { rows, total } = await repo.listProperties(db, {
    q: q || undefined,
    cityId,
    type,
    status,
    limit,
    offset: (page - 1) * limit,
    scope,
  });
  return { items: rows.map(toPropertySummary), total, page, limit, totalPages: Math.ceil(total / limit) };
}

export async function createProperty(db: Db, actor: Actor, input: PropertyFields): Promise<AdminPropertyDetail> {
  return db.transaction(async (tx) => {
    await cityMustExist(tx, input.cityId);
    const base = slugify(input.name);
    // Serialise slug choice between concurrent creates of the same name.
    await repo.holdAdvisoryLock(tx, `property-slug:${base}`);
    const slug = uniqueSlug(base, await repo.slugsLike(tx, base));
    // A draft until its checklist is complete and it is published (publishProperty): guests do not see it.
    const created = await repo.insertProperty(tx, { ...input, slug, status: 'draft' });
    await recordCreation(tx, actor, { action: 'catalogue.property.create', entityType: 'property', created });
    return propertyView(tx, created.id);
  });
}

export function updateProperty(db: Db, actor: Actor, id: string, input: PropertyFields): Promise<AdminPropertyDetail> {
  return auditedChange(db, actor, {
    action: 'catalogue.property.update',
    entityType: 'property',
    entityId: id,
    what: 'Property',
    lock: repo.lockProperty,
    async change(tx, before) {
      if (input.cityId !== before.cityId) await cityMustExist(tx, input.cityId);
      const after = await repo.updateProperty(tx, before.id, input);
      return { after, result: await propertyView(tx, before.id) };
    },
  });
}

/** Archives or restores a property; one already there is answered as it is, with no audit row. */
export function setPropertyStatus(db: Db, actor: Actor, id: string, verb: StatusVerb): Promise<AdminPropertyDetail> {
  const status = STATUS_AFTER[verb];
  return auditedChange(db, actor, {
    action: `catalogue.property.${verb}`,
    entityType: 'property',
    entityId: id,
    what: 'Property',
    lock: repo.lockProperty,
    async change(tx, row) {
      if (row.status === status) return { unchanged: true, result: await propertyView(tx, row.id) };
      // A draft goes live only by publishing (its checklist complete), never by an archive and a restore.
      if (row.status === 'draft')
        throw conflict(
          `${row.name} is a draft: it is not on the site, so there is nothing to ${verb}. Publish it instead.`,
        );
      await repo.updateProperty(tx, row.id, { status });
      return {
        before: { status: row.status },
        after: { status, name: row.name },
        result: await propertyView(tx, row.id),
      };
    },
  });
}

/**
 * Publishes a draft: it goes live on the guest site (status active) only when its checklist is complete (a photo, a
 * room type with a rate plan, policies, a contact); otherwise 409 naming what is missing. A live property is answered
 * as it is.
 */
export function publishProperty(db: Db, actor: Actor, id: string): Promise<AdminPropertyDetail> {
  return auditedChange(db, actor, {
    action: 'catalogue.property.publish',
    entityType: 'property',
    entityId: id,
    what: 'Property',
    lock: repo.lockProperty,
    async change(tx, row) {
      if (row.status === 'active') return { unchanged: true, result: await propertyView(tx, row.id) };
      const problem = publishProblem(row, publishChecklist(await repo.publishFacts(tx, row.id)));
      if (problem) throw conflict(problem.message, 'CONFLICT', problem.details);
      await repo.updateProperty(tx, row.id, { status: 'active' });
      return {
        before: { status: row.status },
        after: { status: 'active', name: row.name },
        result: await propertyView(tx, row.id),
      };
    },
  });
}

/** Replaces one of a property's lists whole; the audit row holds the list before and the list sent. */
function replaceList<Item>(
  db: Db,
  actor: Actor,
  propertyId: string,
  items: Item[],
  list: {
    action: string;
    current: (extras: PropertyExtras) => unknown;
    write: (tx: Tx, propertyId: string, items: Item[]) => Promise<void>;
  },
): Promise<AdminPropertyDetail> {
  return auditedChange(db, actor, {
    action: list.action,
    entityType: 'property',
    entityId: propertyId,
    what: 'Property',
    lock: repo.lockProperty,
    async change(tx, property) {
      const before = list.current(await repo.propertyExtras(tx, property.id));
      await list.write(tx, property.id, items);
      return { before, after: items, result: await propertyView(tx, property.id) };
    },
  });
}

export const replaceAmenities = (db: Db, actor: Actor, propertyId: string, items: AmenityItems) =>
  replaceList(db, actor, propertyId, items, {
    action: 'catalogue.amenities.replace',
    current: (extras) => extras.amenityRows,
    write: repo.replaceAmenities,
  });

export const replacePolicies = (db: Db, actor: Actor, propertyId: string, items: PolicyItems) =>
  replaceList(db, actor, propertyId, items, {
    action: 'catalogue.policies.replace',
    current: (extras) => extras.policies,
    write: repo.replacePolicies,
  });

export const replaceNearby = (db: Db, actor: Actor, propertyId: string, items: NearbyItems) =>
  replaceList(db, actor, propertyId, items, {
    action: 'catalogue.nearby.replace',
    current: (extras) => extras.nearby,
    write: repo.replaceNearby,
  });
