import {
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
import {
  brandTranslationParamsSchema,
  missingTranslationsResponseSchema,
  propertyTranslationsResponseSchema,
  translationLanguageParamsSchema,
  translationsInputSchema,
} from '@staybook/contract/content-translations';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { receiveImageUpload } from '../../adapters/storage/image-upload.js';
import { auditActor, byParam, consoleScope, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import * as lists from './catalogue-brand-lists.service.js';
import * as media from './catalogue-media.service.js';
import * as properties from './catalogue-properties.service.js';
import * as rooms from './catalogue-rooms.service.js';
import * as translations from './catalogue-translations.service.js';
import { propertyView } from './catalogue-views.service.js';

const BASE = '/api/admin/catalogue';

/** Catalogue management: properties, room types, media, amenities, policies, places, cities, tiles, deals. Admins. */
export const catalogueAdminRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // onRequest: who may call is checked before whether the input is valid.
  // Every route names its permission and, for one property's rows, where the property is (decision 005).
  const brand = app.consoleAccess('catalogue.brand');
  const tags = ['catalogue (console)'];
  const security = consoleSecurity;
  const params = catalogueIdParamsSchema;
  const ok = <T>(data: T) => ({ success: true as const, data });

  // ─── Properties ──────────────────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/properties`,
    {
      ...app.consoleAccess('catalogue.property'),
      schema: {
        tags,
        security,
        querystring: adminPropertyListQuerySchema,
        response: { 200: adminPropertyListResponseSchema },
      },
    },
    async (request) => ok(await properties.listProperties(db, request.query, consoleScope(request))),
  );

  app.get(
    `${BASE}/properties/:id`,
    {
      ...app.consoleAccess('catalogue.property', byParam('property')),
      schema: { tags, security, params, response: { 200: adminPropertyResponseSchema } },
    },
    async (request) => ok(await propertyView(db, request.params.id)),
  );

  app.post(
    `${BASE}/properties`,
    { ...brand, schema: { tags, security, body: propertyInputSchema, response: { 200: adminPropertyResponseSchema } } },
    async (request) => ok(await properties.createProperty(db, auditActor(request), request.body)),
  );

  app.put(
    `${BASE}/properties/:id`,
    {
      ...app.consoleAccess('catalogue.property', byParam('property')),
      schema: { tags, security, params, body: propertyInputSchema, response: { 200: adminPropertyResponseSchema } },
    },
    async (request) => ok(await properties.updateProperty(db, auditActor(request), request.params.id, request.body)),
  );

  for (const verb of ['archive', 'restore'] as const)
    app.post(
      `${BASE}/properties/:id/${verb}`,
      { ...brand, schema: { tags, security, params, response: { 200: adminPropertyResponseSchema } } },
      async (request) => ok(await properties.setPropertyStatus(db, auditActor(request), request.params.id, verb)),
    );

  app.post(
    `${BASE}/properties/:id/publish`,
    {
      ...brand,
      schema: {
        tags,
        security,
        summary: 'Publish a draft property: live on the guest site once its checklist is complete (else 409)',
        params,
        response: { 200: adminPropertyResponseSchema },
      },
    },
    async (request) => ok(await properties.publishProperty(db, auditActor(request), request.params.id)),
  );

  // ─── Media ───────────────────────────────────────────────────────────────────────────────────

  app.post(
    `${BASE}/upload-image`,
    {
      ...app.consoleAccess('catalogue.property'),
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: catalogueUploadResponseSchema } },
    },
    async (request) =>
      ok(await receiveImageUpload(request, ctx.adapters.media, 'catalogue', ctx.config.UPLOAD_LIMIT_BYTES)),
  );

  app.post(
    `${BASE}/properties/:id/media`,
    {
      ...app.consoleAccess('catalogue.property', byParam('property')),
      schema: { tags, security, params, body: propertyMediaInputSchema, response: { 200: adminMediaResponseSchema } },
    },
    async (request) => ok(await media.addPropertyMedia(db, auditActor(request), request.params.id, request.body)),
  );

  app.put(
    `${BASE}/properties/:id/media/order`,
    {
      ...app.consoleAccess('catalogue.property', byParam('property')),
      schema: { tags, security, params, body: mediaOrderSchema, response: { 200: adminMediaListResponseSchema } },
    },
    async (request) =>
      ok(await media.reorderPropertyMedia(db, auditActor(request), request.params.id, request.body.ids)),
  );

  app.delete(
    `${BASE}/media/:id`,
    {
      ...app.consoleAccess('catalogue.property', byParam('propertyMedia')),
      schema: { tags, security, params, response: { 200: catalogueDeleteResponseSchema } },
    },
    async (request) => ok(await media.deletePropertyMedia(db, auditActor(request), request.params.id)),
  );

  // ─── Amenities, policies, nearby places ──────────────────────────────────────────────────────

  app.put(
    `${BASE}/properties/:id/amenities`,
    {
      ...app.consoleAccess('catalogue.property', byParam('property')),
      schema: { tags, security, params, body: amenitiesInputSchema, response: { 200: adminPropertyResponseSchema } },
    },
    async (request) =>
      ok(await properties.replaceAmenities(db, auditActor(request), request.params.id, request.body.items)),
  );

  app.put(
    `${BASE}/properties/:id/policies`,
    {
      ...app.consoleAccess('catalogue.property', byParam('property')),
      schema: { tags, security, params, body: policiesInputSchema, response: { 200: adminPropertyResponseSchema } },
    },
    async (request) =>
      ok(await properties.replacePolicies(db, auditActor(request), request.params.id, request.body.items)),
  );

  app.put(
    `${BASE}/properties/:id/nearby`,
    {
      ...app.consoleAccess('catalogue.property', byParam('property')),
      schema: { tags, security, params, body: nearbyInputSchema, response: { 200: adminPropertyResponseSchema } },
    },
    async (request) =>
      ok(await properties.replaceNearby(db, auditActor(request), request.params.id, request.body.items)),
  );

  // ─── Words per language (docs/languages.md, "Content per language") ──────────────────────────

  app.get(
    `${BASE}/properties/:id/translations`,
    {
      ...app.consoleAccess('catalogue.property', byParam('property')),
      schema: {
        tags,
        security,
        summary: "A property's and its room types' translatable fields: the English and each language's words",
        params,
        response: { 200: propertyTranslationsResponseSchema },
      },
    },
    async (request) => ok(await translations.propertyTranslations(db, request.params.id)),
  );

  app.put(
    `${BASE}/properties/:id/translations/:language`,
    {
      ...app.consoleAccess('catalogue.property', byParam('property')),
      schema: {
        tags,
        security,
        summary: "Save a language's fields of a property and its room types (an empty field falls back to English)",
        params: translationLanguageParamsSchema,
        body: translationsInputSchema,
        response: { 200: propertyTranslationsResponseSchema },
      },
    },
    async (request) =>
      ok(
        await translations.saveTranslations(
          db,
          auditActor(request),
          request.params.id,
          request.params.language,
          request.body.items,
        ),
      ),
  );

  app.get(
    `${BASE}/brand/translations`,
    {
      ...brand,
      schema: {
        tags,
        security,
        summary:
          "The brand's own translatable fields (promotions, deals, hero slides, extras): English and each language's",
        response: { 200: propertyTranslationsResponseSchema },
      },
    },
    async () => ok(await translations.brandTranslations(db)),
  );

  app.put(
    `${BASE}/brand/translations/:language`,
    {
      ...brand,
      schema: {
        tags,
        security,
        summary: "Save a language's brand-wide fields (an empty field falls back to English)",
        params: brandTranslationParamsSchema,
        body: translationsInputSchema,
        response: { 200: propertyTranslationsResponseSchema },
      },
    },
    async (request) =>
      ok(
        await translations.saveBrandTranslations(db, auditActor(request), request.params.language, request.body.items),
      ),
  );

  app.get(
    `${BASE}/translations/missing`,
    {
      ...app.consoleAccess('catalogue.property'),
      schema: {
        tags,
        security,
        summary: "Every field a guest reads in English on another language's page, with the languages it lacks",
        response: { 200: missingTranslationsResponseSchema },
      },
    },
    async (request) => ok({ items: await translations.missingTranslations(db, consoleScope(request)) }),
  );

  // ─── Room types ──────────────────────────────────────────────────────────────────────────────

  app.post(
    `${BASE}/properties/:id/room-types`,
    {
      ...app.consoleAccess('catalogue.property', byParam('property')),
      schema: { tags, security, params, body: roomTypeInputSchema, response: { 200: adminRoomTypeResponseSchema } },
    },
    async (request) => ok(await rooms.createRoomType(db, auditActor(request), request.params.id, request.body)),
  );

  app.put(
    `${BASE}/room-types/:id`,
    {
      ...app.consoleAccess('catalogue.property', byParam('roomType')),
      schema: { tags, security, params, body: roomTypeInputSchema, response: { 200: adminRoomTypeResponseSchema } },
    },
    async (request) => ok(await rooms.updateRoomType(db, auditActor(request), request.params.id, request.body)),
  );

  for (const verb of ['archive', 'restore'] as const)
    app.post(
      `${BASE}/room-types/:id/${verb}`,
      {
        ...app.consoleAccess('catalogue.property', byParam('roomType')),
        schema: { tags, security, params, response: { 200: adminRoomTypeResponseSchema } },
      },
      async (request) => ok(await rooms.setRoomTypeStatus(db, auditActor(request), request.params.id, verb)),
    );

  app.post(
    `${BASE}/room-types/:id/media`,
    {
      ...app.consoleAccess('catalogue.property', byParam('roomType')),
      schema: { tags, security, params, body: roomMediaInputSchema, response: { 200: adminRoomMediaResponseSchema } },
    },
    async (request) => ok(await media.addRoomMedia(db, auditActor(request), request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/room-media/:id`,
    {
      ...app.consoleAccess('catalogue.property', byParam('roomMedia')),
      schema: { tags, security, params, response: { 200: catalogueDeleteResponseSchema } },
    },
    async (request) => ok(await media.deleteRoomMedia(db, auditActor(request), request.params.id)),
  );

  // ─── Cities ──────────────────────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/cities`,
    {
      ...app.consoleAccess('catalogue.property'),
      schema: { tags, security, response: { 200: adminCityListResponseSchema } },
    },
    async () => ok(await lists.listCities(db)),
  );

  app.post(
    `${BASE}/cities`,
    { ...brand, schema: { tags, security, body: cityInputSchema, response: { 200: adminCityResponseSchema } } },
    async (request) => ok(await lists.createCity(db, auditActor(request), request.body)),
  );

  app.put(
    `${BASE}/cities/:id`,
    {
      ...brand,
      schema: { tags, security, params, body: cityInputSchema, response: { 200: adminCityResponseSchema } },
    },
    async (request) => ok(await lists.updateCity(db, auditActor(request), request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/cities/:id`,
    { ...brand, schema: { tags, security, params, response: { 200: catalogueDeleteResponseSchema } } },
    async (request) => ok(await lists.deleteCity(db, auditActor(request), request.params.id)),
  );

  // ─── Categories (home tiles) ─────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/categories`,
    { ...brand, schema: { tags, security, response: { 200: adminCategoryListResponseSchema } } },
    async () => ok(await lists.listCategories(db)),
  );

  app.post(
    `${BASE}/categories`,
    {
      ...brand,
      schema: { tags, security, body: categoryInputSchema, response: { 200: adminCategoryResponseSchema } },
    },
    async (request) => ok(await lists.createCategory(db, auditActor(request), request.body)),
  );

  app.put(
    `${BASE}/categories/:id`,
    {
      ...brand,
      schema: { tags, security, params, body: categoryInputSchema, response: { 200: adminCategoryResponseSchema } },
    },
    async (request) => ok(await lists.updateCategory(db, auditActor(request), request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/categories/:id`,
    { ...brand, schema: { tags, security, params, response: { 200: catalogueDeleteResponseSchema } } },
    async (request) => ok(await lists.deleteCategory(db, auditActor(request), request.params.id)),
  );

  // ─── Deals ───────────────────────────────────────────────────────────────────────────────────

  app.get(
    `${BASE}/deals`,
    { ...brand, schema: { tags, security, response: { 200: adminDealListResponseSchema } } },
    async () => ok(await lists.listDeals(db)),
  );

  app.post(
    `${BASE}/deals`,
    { ...brand, schema: { tags, security, body: dealInputSchema, response: { 200: adminDealResponseSchema } } },
    async (request) => ok(await lists.createDeal(db, auditActor(request), request.body)),
  );

  app.put(
    `${BASE}/deals/:id`,
    {
      ...brand,
      schema: { tags, security, params, body: dealInputSchema, response: { 200: adminDealResponseSchema } },
    },
    async (request) => ok(await lists.updateDeal(db, auditActor(request), request.params.id, request.body)),
  );

  app.delete(
    `${BASE}/deals/:id`,
    { ...brand, schema: { tags, security, params, response: { 200: catalogueDeleteResponseSchema } } },
    async (request) => ok(await lists.deleteDeal(db, auditActor(request), request.params.id)),
  );
};
