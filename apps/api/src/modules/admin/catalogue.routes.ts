import {
  type AdminPropertyDetail,
  type AdminRoomType,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  adminCityListResponseSchema,
  adminCityResponseSchema,
  adminDealListResponseSchema,
  adminDealResponseSchema,
  adminMediaListResponseSchema,
  adminMediaResponseSchema,
  adminPropertyListQuerySchema,
  adminPropertyListResponseSchema,
  adminPropertyResponseSchema,
  adminRoomMediaResponseSchema,
  adminRoomTypeResponseSchema,
  amenitiesInputSchema,
  CATALOGUE_OPEN_NIGHTS,
  catalogueDeleteResponseSchema,
  catalogueIdParamsSchema,
  catalogueUploadResponseSchema,
  categoryInputSchema,
  cityInputSchema,
  dealInputSchema,
  mediaOrderSchema,
  nearbyInputSchema,
  policiesInputSchema,
  propertyInputSchema,
  propertyMediaInputSchema,
  roomMediaInputSchema,
  roomTypeInputSchema,
} from '@staybook/contract/admin-catalogue';
import { plural } from '@staybook/contract/format';
import { paiseToRupees, rupeesToPaise } from '@staybook/contract/money';
import { slugify, uniqueSlug } from '@staybook/contract/slug';
import { todayIst } from '@staybook/contract/stay-dates';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { receiveImageUpload } from '../../lib/image-upload.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AppModule } from '../module-context.js';
import * as repo from './catalogue-admin.repository.js';
import { ADMIN_ROLES, auditActor, consoleSecurity } from './console-access.js';

const BASE = '/api/admin/catalogue';

// ─── Shapes ─────────────────────────────────────────────────────────────────────────────────────

const toMedia = (m: repo.MediaRow) => ({
  id: m.id,
  category: m.category,
  title: m.title,
  url: m.url,
  width: m.width,
  height: m.height,
  sortOrder: m.sortOrder,
});

const toRoomMedia = (m: repo.RoomMediaRow) => ({
  id: m.id,
  highlight: m.highlight,
  title: m.title,
  url: m.url,
  width: m.width,
  height: m.height,
  sortOrder: m.sortOrder,
});

const toCategory = (c: repo.CategoryRow) => ({
  id: c.id,
  name: c.name,
  imageUrl: c.imageUrl,
  target: c.target,
  sortOrder: c.sortOrder,
  isActive: c.isActive,
});

const toDeal = (d: repo.DealRow & { propertyName: string | null }) => ({
  id: d.id,
  title: d.title,
  subTitle: d.subTitle,
  imageUrl: d.imageUrl,
  target: d.target,
  propertyId: d.propertyId,
  propertyName: d.propertyName,
  sortOrder: d.sortOrder,
  isActive: d.isActive,
});

const toCity = (c: repo.CityRow & { propertyCount: number }) => ({
  id: c.id,
  name: c.name,
  state: c.state,
  isActive: c.isActive,
  sortOrder: c.sortOrder,
  propertyCount: c.propertyCount,
});

async function roomTypesOf(db: DbOrTx, rows: repo.RoomTypeRow[]): Promise<AdminRoomType[]> {
  const ids = rows.map((r) => r.id);
  const [extras, summary] = await Promise.all([repo.roomExtras(db, ids), repo.inventorySummary(db, ids, todayIst())]);
  return rows.map((r) => ({
    id: r.id,
    propertyId: r.propertyId,
    name: r.name,
    roomType: r.roomType,
    description: r.description,
    sizeSqft: r.sizeSqft,
    baseAdults: r.baseAdults,
    maxAdults: r.maxAdults,
    baseChildren: r.baseChildren,
    maxChildren: r.maxChildren,
    totalRooms: r.totalRooms,
    baseRate: paiseToRupees(r.baseRatePaise),
    externalBookingUrl: r.externalBookingUrl,
    status: r.status,
    sortOrder: r.sortOrder,
    amenities: extras.amenities.filter((a) => a.roomTypeId === r.id).map((a) => a.name),
    policies: extras.policies
      .filter((p) => p.roomTypeId === r.id)
      .map((p) => ({ title: p.title, description: p.description })),
    media: extras.media.filter((m) => m.roomTypeId === r.id).map(toRoomMedia),
    openNights: summary.get(r.id)?.openNights ?? 0,
    lastOpenNight: summary.get(r.id)?.lastOpenNight ?? null,
  }));
}

async function propertyDetail(db: DbOrTx, id: string): Promise<AdminPropertyDetail> {
  const found = await repo.findProperty(db, id);
  if (!found) throw notFound('Property');
  const { property: p, city } = found;
  const [extras, rooms] = await Promise.all([repo.propertyExtras(db, id), repo.listRoomTypes(db, id)]);
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    propertyType: p.propertyType,
    category: p.category,
    cityId: p.cityId,
    city,
    locality: p.locality,
    address: p.address,
    description: p.description,
    amenities: p.amenities,
    isGuestFavorite: p.isGuestFavorite,
    tourismRegistrationNo: p.tourismRegistrationNo,
    latitude: p.latitude,
    longitude: p.longitude,
    externalUrl: p.externalUrl,
    contactPhone: p.contactPhone,
    contactEmail: p.contactEmail,
    checkInTime: p.checkInTime,
    checkOutTime: p.checkOutTime,
    status: p.status,
    sortOrder: p.sortOrder,
    updatedAt: p.updatedAt.toISOString(),
    media: extras.media.map(toMedia),
    amenityRows: extras.amenityRows.map((a) => ({
      groupTitle: a.groupTitle,
      title: a.title,
      description: a.description,
      details: a.details,
      imageUrl: a.imageUrl,
      scope: a.scope,
    })),
    policies: extras.policies.map((x) => ({ kind: x.kind, groupKey: x.groupKey, title: x.title, texts: x.texts })),
    nearby: extras.nearby.map((n) => ({
      name: n.name,
      address: n.address,
      distanceKm: n.distanceKm === null ? null : Number(n.distanceKm),
    })),
    roomTypes: await roomTypesOf(db, rooms),
  };
}

async function oneRoomType(db: DbOrTx, id: string): Promise<AdminRoomType> {
  const row = await repo.findRoomType(db, id);
  if (!row) throw notFound('Room type');
  const [room] = await roomTypesOf(db, [row]);
  return room!;
}

/** Catalogue management: properties, room types, media, amenities, policies, places, cities, tiles, deals. Admins. */
export const adminCatalogueRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest: who may call is checked before whether the input is valid.
  const guard = { onRequest: app.requireRole(...ADMIN_ROLES) };
  const tags = ['catalogue (console)'];
  const security = consoleSecurity;
  const params = catalogueIdParamsSchema;
  const audit = (
    tx: DbOrTx,
    request: FastifyRequest,
    action: string,
    entityType: string,
    entityId: string | null,
    before: unknown,
    after: unknown,
  ) => recordAudit(tx, { ...auditActor(request), action: `catalogue.${action}`, entityType, entityId, before, after });

  const cityMustExist = async (db: DbOrTx, cityId: string) => {
    if (!(await repo.findCity(db, cityId)))
      throw badRequest('cityId: there is no such city. Choose one from the list.', { field: 'cityId' });
  };

  // ─── Properties ──────────────────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/properties`,
    {
      ...guard,
      schema: {
        tags,
        security,
        querystring: adminPropertyListQuerySchema,
        response: { 200: adminPropertyListResponseSchema },
      },
    },
    async (request) => {
      const { q, cityId, type, status, page, limit } = request.query;
      const { rows, total } = await repo.listProperties(ctx.db, {
        q: q || undefined,
        cityId,
        type,
        status,
        limit,
        offset: (page - 1) * limit,
      });
      return {
        success: true as const,
        data: {
          items: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
          total,
          page,
          limit,
          totalPages: Math.ceil(total / limit),
        },
      };
    },
  );

  app.get(
    `${BASE}/properties/:id`,
    { ...guard, schema: { tags, security, params, response: { 200: adminPropertyResponseSchema } } },
    async (request) => ({ success: true as const, data: await propertyDetail(ctx.db, request.params.id) }),
  );

  app.post(
    `${BASE}/properties`,
    { ...guard, schema: { tags, security, body: propertyInputSchema, response: { 200: adminPropertyResponseSchema } } },
    async (request) => {
      const input = request.body;
      const data = await ctx.db.transaction(async (tx) => {
        await cityMustExist(tx, input.cityId);
        const base = slugify(input.name);
        // Serialise slug choice between concurrent creates of the same name.
        await tx.execute(repo.advisoryLock(`property-slug:${base}`));
        const slug = uniqueSlug(base, await repo.slugsLike(tx, base));
        const created = await repo.insertProperty(tx, { ...input, slug, status: 'active' });
        await audit(tx, request, 'property.create', 'property', created.id, null, created);
        return propertyDetail(tx, created.id);
      });
      return { success: true as const, data };
    },
  );

  app.put(
    `${BASE}/properties/:id`,
    {
      ...guard,
      schema: { tags, security, params, body: propertyInputSchema, response: { 200: adminPropertyResponseSchema } },
    },
    async (request) => {
      const input = request.body;
      const data = await ctx.db.transaction(async (tx) => {
        const before = await repo.lockProperty(tx, request.params.id);
        if (!before) throw notFound('Property');
        if (input.cityId !== before.cityId) await cityMustExist(tx, input.cityId);
        const after = await repo.updateProperty(tx, before.id, input);
        await audit(tx, request, 'property.update', 'property', before.id, before, after);
        return propertyDetail(tx, before.id);
      });
      return { success: true as const, data };
    },
  );

  for (const [verb, status] of [
    ['archive', 'archived'],
    ['restore', 'active'],
  ] as const)
    app.post(
      `${BASE}/properties/:id/${verb}`,
      { ...guard, schema: { tags, security, params, response: { 200: adminPropertyResponseSchema } } },
      async (request) => {
        const data = await ctx.db.transaction(async (tx) => {
          const before = await repo.lockProperty(tx, request.params.id);
          if (!before) throw notFound('Property');
          if (before.status !== status) {
            await repo.updateProperty(tx, before.id, { status });
            await audit(
              tx,
              request,
              `property.${verb}`,
              'property',
              before.id,
              { status: before.status },
              { status, name: before.name },
            );
          }
          return propertyDetail(tx, before.id);
        });
        return { success: true as const, data };
      },
    );

  // ─── Media ───────────────────────────────────────────────────────────────────────────────────

  app.post(
    `${BASE}/upload-image`,
    {
      ...guard,
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: catalogueUploadResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await receiveImageUpload(request, ctx.adapters.media, 'catalogue', ctx.config.UPLOAD_LIMIT_BYTES),
    }),
  );

  app.post(
    `${BASE}/properties/:id/media`,
    {
      ...guard,
      schema: { tags, security, params, body: propertyMediaInputSchema, response: { 200: adminMediaResponseSchema } },
    },
    async (request) => {
      const row = await ctx.db.transaction(async (tx) => {
        const property = await repo.lockProperty(tx, request.params.id);
        if (!property) throw notFound('Property');
        const created = await repo.insertMedia(tx, { ...request.body, propertyId: property.id, type: 'image' });
        await audit(tx, request, 'media.create', 'property_media', created.id, null, created);
        return created;
      });
      return { success: true as const, data: toMedia(row) };
    },
  );

  app.put(
    `${BASE}/properties/:id/media/order`,
    {
      ...guard,
      schema: { tags, security, params, body: mediaOrderSchema, response: { 200: adminMediaListResponseSchema } },
    },
    async (request) => {
      const { ids } = request.body;
      const rows = await ctx.db.transaction(async (tx) => {
        const property = await repo.lockProperty(tx, request.params.id);
        if (!property) throw notFound('Property');
        const current = await repo.listMedia(tx, property.id);
        const known = new Set(current.map((m) => m.id));
        if (new Set(ids).size !== ids.length) throw badRequest('ids: each picture may appear only once.');
        const unknown = ids.filter((id) => !known.has(id));
        const missing = current.filter((m) => !ids.includes(m.id)).map((m) => m.id);
        if (unknown.length || missing.length)
          throw badRequest('ids must list every picture of the property exactly once.', { unknown, missing });
        await repo.setMediaOrder(tx, property.id, ids);
        await audit(
          tx,
          request,
          'media.reorder',
          'property',
          property.id,
          current.map((m) => m.id),
          ids,
        );
        return repo.listMedia(tx, property.id);
      });
      return { success: true as const, data: rows.map(toMedia) };
    },
  );

  app.delete(
    `${BASE}/media/:id`,
    { ...guard, schema: { tags, security, params, response: { 200: catalogueDeleteResponseSchema } } },
    async (request) => {
      await ctx.db.transaction(async (tx) => {
        const before = await repo.findMedia(tx, request.params.id);
        if (!before) throw notFound('Picture');
        await repo.deleteMedia(tx, before.id);
        await audit(tx, request, 'media.delete', 'property_media', before.id, before, null);
      });
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  // ─── Amenities, policies, nearby places ──────────────────────────────────────────────────────

  app.put(
    `${BASE}/properties/:id/amenities`,
    {
      ...guard,
      schema: { tags, security, params, body: amenitiesInputSchema, response: { 200: adminPropertyResponseSchema } },
    },
    async (request) => {
      const data = await ctx.db.transaction(async (tx) => {
        const property = await repo.lockProperty(tx, request.params.id);
        if (!property) throw notFound('Property');
        const before = (await repo.propertyExtras(tx, property.id)).amenityRows;
        await repo.replaceAmenities(tx, property.id, request.body.items);
        await audit(tx, request, 'amenities.replace', 'property', property.id, before, request.body.items);
        return propertyDetail(tx, property.id);
      });
      return { success: true as const, data };
    },
  );

  app.put(
    `${BASE}/properties/:id/policies`,
    {
      ...guard,
      schema: { tags, security, params, body: policiesInputSchema, response: { 200: adminPropertyResponseSchema } },
    },
    async (request) => {
      const data = await ctx.db.transaction(async (tx) => {
        const property = await repo.lockProperty(tx, request.params.id);
        if (!property) throw notFound('Property');
        const before = (await repo.propertyExtras(tx, property.id)).policies;
        await repo.replacePolicies(tx, property.id, request.body.items);
        await audit(tx, request, 'policies.replace', 'property', property.id, before, request.body.items);
        return propertyDetail(tx, property.id);
      });
      return { success: true as const, data };
    },
  );

  app.put(
    `${BASE}/properties/:id/nearby`,
    {
      ...guard,
      schema: { tags, security, params, body: nearbyInputSchema, response: { 200: adminPropertyResponseSchema } },
    },
    async (request) => {
      const data = await ctx.db.transaction(async (tx) => {
        const property = await repo.lockProperty(tx, request.params.id);
        if (!property) throw notFound('Property');
        const before = (await repo.propertyExtras(tx, property.id)).nearby;
        await repo.replaceNearby(tx, property.id, request.body.items);
        await audit(tx, request, 'nearby.replace', 'property', property.id, before, request.body.items);
        return propertyDetail(tx, property.id);
      });
      return { success: true as const, data };
    },
  );

  // ─── Room types ──────────────────────────────────────────────────────────────────────────────

  app.post(
    `${BASE}/properties/:id/room-types`,
    {
      ...guard,
      schema: { tags, security, params, body: roomTypeInputSchema, response: { 200: adminRoomTypeResponseSchema } },
    },
    async (request) => {
      const { amenities, policies, baseRate, ...fields } = request.body;
      const data = await ctx.db.transaction(async (tx) => {
        const property = await repo.lockProperty(tx, request.params.id);
        if (!property) throw notFound('Property');
        const created = await repo.insertRoomType(tx, {
          ...fields,
          propertyId: property.id,
          baseRatePaise: rupeesToPaise(baseRate),
          status: 'active',
        });
        await repo.replaceRoomAmenities(tx, created.id, amenities);
        await repo.replaceRoomPolicies(tx, created.id, policies);
        // Bookable at once: every night from today (IST) for a year and more, at the base rate, every room free.
        const from = todayIst();
        const opened = await repo.openInventory(
          tx,
          created.id,
          from,
          CATALOGUE_OPEN_NIGHTS,
          created.baseRatePaise,
          created.totalRooms,
        );
        await audit(tx, request, 'room_type.create', 'room_type', created.id, null, {
          ...created,
          amenities,
          policies,
          openedNights: opened,
          openedFrom: from,
        });
        return oneRoomType(tx, created.id);
      });
      return { success: true as const, data };
    },
  );

  app.put(
    `${BASE}/room-types/:id`,
    {
      ...guard,
      schema: { tags, security, params, body: roomTypeInputSchema, response: { 200: adminRoomTypeResponseSchema } },
    },
    async (request) => {
      const { amenities, policies, baseRate, ...fields } = request.body;
      const data = await ctx.db.transaction(async (tx) => {
        const before = await repo.lockRoomType(tx, request.params.id);
        if (!before) throw notFound('Room type');
        const beforeView = await oneRoomType(tx, before.id);
        // Only the defaults change: nights already open (and sold) keep their rooms and rates; the inventory
        // console edits those.
        await repo.updateRoomType(tx, before.id, { ...fields, baseRatePaise: rupeesToPaise(baseRate) });
        await repo.replaceRoomAmenities(tx, before.id, amenities);
        await repo.replaceRoomPolicies(tx, before.id, policies);
        const after = await oneRoomType(tx, before.id);
        await audit(tx, request, 'room_type.update', 'room_type', before.id, beforeView, after);
        return after;
      });
      return { success: true as const, data };
    },
  );

  for (const [verb, status] of [
    ['archive', 'archived'],
    ['restore', 'active'],
  ] as const)
    app.post(
      `${BASE}/room-types/:id/${verb}`,
      { ...guard, schema: { tags, security, params, response: { 200: adminRoomTypeResponseSchema } } },
      async (request) => {
        const data = await ctx.db.transaction(async (tx) => {
          const before = await repo.lockRoomType(tx, request.params.id);
          if (!before) throw notFound('Room type');
          if (before.status !== status) {
            await repo.updateRoomType(tx, before.id, { status });
            await audit(
              tx,
              request,
              `room_type.${verb}`,
              'room_type',
              before.id,
              { status: before.status },
              { status, name: before.name },
            );
          }
          return oneRoomType(tx, before.id);
        });
        return { success: true as const, data };
      },
    );

  app.post(
    `${BASE}/room-types/:id/media`,
    {
      ...guard,
      schema: { tags, security, params, body: roomMediaInputSchema, response: { 200: adminRoomMediaResponseSchema } },
    },
    async (request) => {
      const row = await ctx.db.transaction(async (tx) => {
        const room = await repo.lockRoomType(tx, request.params.id);
        if (!room) throw notFound('Room type');
        const created = await repo.insertRoomMedia(tx, { ...request.body, roomTypeId: room.id });
        await audit(tx, request, 'room_media.create', 'room_media', created.id, null, created);
        return created;
      });
      return { success: true as const, data: toRoomMedia(row) };
    },
  );

  app.delete(
    `${BASE}/room-media/:id`,
    { ...guard, schema: { tags, security, params, response: { 200: catalogueDeleteResponseSchema } } },
    async (request) => {
      await ctx.db.transaction(async (tx) => {
        const before = await repo.findRoomMedia(tx, request.params.id);
        if (!before) throw notFound('Room picture');
        await repo.deleteRoomMedia(tx, before.id);
        await audit(tx, request, 'room_media.delete', 'room_media', before.id, before, null);
      });
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  // ─── Cities ──────────────────────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/cities`,
    { ...guard, schema: { tags, security, response: { 200: adminCityListResponseSchema } } },
    async () => ({ success: true as const, data: (await repo.listCities(ctx.db)).map(toCity) }),
  );

  app.post(
    `${BASE}/cities`,
    { ...guard, schema: { tags, security, body: cityInputSchema, response: { 200: adminCityResponseSchema } } },
    async (request) => {
      const input = request.body;
      const row = await ctx.db.transaction(async (tx) => {
        await tx.execute(repo.advisoryLock('city-names'));
        if (await repo.cityNameTaken(tx, input.name))
          throw conflict(`A city named ${input.name} already exists.`, 'CONFLICT', { field: 'name' });
        const created = await repo.insertCity(tx, input);
        await audit(tx, request, 'city.create', 'city', created.id, null, created);
        return { ...created, propertyCount: 0 };
      });
      return { success: true as const, data: toCity(row) };
    },
  );

  app.put(
    `${BASE}/cities/:id`,
    {
      ...guard,
      schema: { tags, security, params, body: cityInputSchema, response: { 200: adminCityResponseSchema } },
    },
    async (request) => {
      const input = request.body;
      const row = await ctx.db.transaction(async (tx) => {
        await tx.execute(repo.advisoryLock('city-names'));
        const before = await repo.findCity(tx, request.params.id);
        if (!before) throw notFound('City');
        if (await repo.cityNameTaken(tx, input.name, before.id))
          throw conflict(`A city named ${input.name} already exists.`, 'CONFLICT', { field: 'name' });
        const after = await repo.updateCity(tx, before.id, input);
        await audit(tx, request, 'city.update', 'city', before.id, before, after);
        return { ...after, propertyCount: before.propertyCount };
      });
      return { success: true as const, data: toCity(row) };
    },
  );

  app.delete(
    `${BASE}/cities/:id`,
    { ...guard, schema: { tags, security, params, response: { 200: catalogueDeleteResponseSchema } } },
    async (request) => {
      await ctx.db.transaction(async (tx) => {
        const before = await repo.findCity(tx, request.params.id);
        if (!before) throw notFound('City');
        if (before.propertyCount > 0)
          throw conflict(
            `${before.name} has ${plural(before.propertyCount, 'property', 'properties')}, so it cannot be deleted. Hide it instead, or move its properties to another city first.`,
            'CONFLICT',
            { propertyCount: before.propertyCount },
          );
        await repo.deleteCity(tx, before.id);
        await audit(tx, request, 'city.delete', 'city', before.id, before, null);
      });
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  // ─── Categories (home tiles) ─────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/categories`,
    { ...guard, schema: { tags, security, response: { 200: adminCategoryListResponseSchema } } },
    async () => ({ success: true as const, data: (await repo.listCategories(ctx.db)).map(toCategory) }),
  );

  app.post(
    `${BASE}/categories`,
    {
      ...guard,
      schema: { tags, security, body: categoryInputSchema, response: { 200: adminCategoryResponseSchema } },
    },
    async (request) => {
      const row = await ctx.db.transaction(async (tx) => {
        const created = await repo.insertCategory(tx, request.body);
        await audit(tx, request, 'category.create', 'category', created.id, null, created);
        return created;
      });
      return { success: true as const, data: toCategory(row) };
    },
  );

  app.put(
    `${BASE}/categories/:id`,
    {
      ...guard,
      schema: { tags, security, params, body: categoryInputSchema, response: { 200: adminCategoryResponseSchema } },
    },
    async (request) => {
      const row = await ctx.db.transaction(async (tx) => {
        const before = await repo.findCategory(tx, request.params.id);
        if (!before) throw notFound('Category tile');
        const after = await repo.updateCategory(tx, before.id, request.body);
        await audit(tx, request, 'category.update', 'category', before.id, before, after);
        return after;
      });
      return { success: true as const, data: toCategory(row) };
    },
  );

  app.delete(
    `${BASE}/categories/:id`,
    { ...guard, schema: { tags, security, params, response: { 200: catalogueDeleteResponseSchema } } },
    async (request) => {
      await ctx.db.transaction(async (tx) => {
        const before = await repo.findCategory(tx, request.params.id);
        if (!before) throw notFound('Category tile');
        await repo.deleteCategory(tx, before.id);
        await audit(tx, request, 'category.delete', 'category', before.id, before, null);
      });
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  // ─── Deals ───────────────────────────────────────────────────────────────────────────────────

  const dealPropertyMustExist = async (db: DbOrTx, propertyId: string | null) => {
    if (propertyId && !(await repo.findProperty(db, propertyId)))
      throw badRequest('propertyId: there is no such property.', { field: 'propertyId' });
  };

  app.get(
    `${BASE}/deals`,
    { ...guard, schema: { tags, security, response: { 200: adminDealListResponseSchema } } },
    async () => ({ success: true as const, data: (await repo.listDeals(ctx.db)).map(toDeal) }),
  );

  app.post(
    `${BASE}/deals`,
    { ...guard, schema: { tags, security, body: dealInputSchema, response: { 200: adminDealResponseSchema } } },
    async (request) => {
      const row = await ctx.db.transaction(async (tx) => {
        await dealPropertyMustExist(tx, request.body.propertyId);
        const created = await repo.insertDeal(tx, request.body);
        await audit(tx, request, 'deal.create', 'deal', created.id, null, created);
        return (await repo.findDeal(tx, created.id))!;
      });
      return { success: true as const, data: toDeal(row) };
    },
  );

  app.put(
    `${BASE}/deals/:id`,
    {
      ...guard,
      schema: { tags, security, params, body: dealInputSchema, response: { 200: adminDealResponseSchema } },
    },
    async (request) => {
      const row = await ctx.db.transaction(async (tx) => {
        const before = await repo.findDeal(tx, request.params.id);
        if (!before) throw notFound('Deal');
        await dealPropertyMustExist(tx, request.body.propertyId);
        const after = await repo.updateDeal(tx, before.id, request.body);
        await audit(tx, request, 'deal.update', 'deal', before.id, before, after);
        return (await repo.findDeal(tx, before.id))!;
      });
      return { success: true as const, data: toDeal(row) };
    },
  );

  app.delete(
    `${BASE}/deals/:id`,
    { ...guard, schema: { tags, security, params, response: { 200: catalogueDeleteResponseSchema } } },
    async (request) => {
      await ctx.db.transaction(async (tx) => {
        const before = await repo.findDeal(tx, request.params.id);
        if (!before) throw notFound('Deal');
        await repo.deleteDeal(tx, before.id);
        await audit(tx, request, 'deal.delete', 'deal', before.id, before, null);
      });
      return { success: true as const, data: { id: request.params.id } };
    },
  );
};
