import {
  cityNamesResponseSchema,
  configQuerySchema,
  dealsResponseSchema,
  homeRequestSchema,
  homeResponseSchema,
  partyPriceQuerySchema,
  partyPriceResponseSchema,
  propertyDealsQuerySchema,
  propertyDealsResponseSchema,
  propertyDetailsQuerySchema,
  propertyDetailsResponseSchema,
  propertyListQuerySchema,
  propertyListResponseSchema,
  roomDetailsQuerySchema,
  roomDetailsResponseSchema,
  roomsQuerySchema,
  roomsResponseSchema,
  supportConfigResponseSchema,
} from '@staybook/contract/catalogue';
import { heroPublicQuerySchema, heroPublicResponseSchema } from '@staybook/contract/hero';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppModule } from '../module-context.js';
import { startSearchAnswers } from '../search-cache/index.js';
import * as catalogue from './catalogue.service.js';
import * as home from './catalogue-home.service.js';
import * as rooms from './catalogue-rooms.service.js';
import { startSearchIndex } from './search-index.service.js';

/** The guest site's catalogue endpoints, at the spec's paths and shapes (section 7). */
export const catalogueRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];
  // The list and the rooms answer from the search cache until the database notifies a change (modules/search-cache).
  const search = await startSearchAnswers(ctx, fastify.log);
  fastify.addHook('onClose', () => search.close());
  // What a search the cache cannot answer reads: the read model in memory (search-index.service.ts, docs/search.md).
  const index = await startSearchIndex(ctx, fastify.log);
  fastify.addHook('onClose', async () => index?.close());

  app.post(
    '/property/v1/app/home',
    {
      schema: {
        tags,
        summary: 'Home sections: category tiles',
        body: homeRequestSchema,
        response: { 200: homeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { categories: await home.listCategoryTiles(ctx.db, request.body.lang) },
    }),
  );

  app.get(
    '/property/v1/config',
    {
      schema: {
        tags,
        summary: 'Static configuration: city names, the deals section or the support address',
        querystring: configQuerySchema,
        response: { 200: cityNamesResponseSchema.or(dealsResponseSchema).or(supportConfigResponseSchema) },
      },
    },
    async (request) => {
      if (request.query.configName === 'cityNames')
        return { success: true as const, data: await home.listCityNames(ctx.db) };
      if (request.query.configName === 'support')
        return { success: true as const, data: { supportEmail: ctx.config.SUPPORT_EMAIL } };
      return { success: true as const, data: { deals: await home.listDeals(ctx.db, request.query.lang) } };
    },
  );

  app.get(
    '/property/v1/app/property-deals',
    {
      schema: {
        tags,
        summary: "The deals a guest can get at a property: each promotion's rule in sentences and dates that get it",
        querystring: propertyDealsQuerySchema,
        response: { 200: propertyDealsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await home.listPropertyDeals(ctx.db, request.query.propertyId, request.query.lang),
    }),
  );

  app.get(
    '/property/v1/app/property',
    {
      schema: {
        tags,
        summary: 'Properties available for a stay, filtered, sorted and paged',
        querystring: propertyListQuerySchema,
        response: { 200: propertyListResponseSchema },
      },
    },
    async (request, reply) =>
      // Its text assembled from pre-encoded cards when the read model answers (catalogue search-answer.ts).
      search.list(reply, request.query, Boolean(request.authUser), async () =>
        catalogue.listAnswer(
          ctx.db,
          request.query,
          new Date(),
          ctx.config.gstSlabs,
          request.authUser?.id ?? null,
          (await index?.current()) ?? null,
        ),
      ),
  );

  app.get(
    '/property/v1/app/party-price',
    {
      schema: {
        tags,
        summary: "The searched party's price at a property for a stay: the list's figure and the rooms it takes",
        querystring: partyPriceQuerySchema,
        response: { 200: partyPriceResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.getPartyPrice(
        ctx.db,
        request.query,
        new Date(),
        ctx.config.gstSlabs,
        request.authUser?.id ?? null,
      ),
    }),
  );

  app.get(
    '/property/v1/app/propertyDetails',
    {
      schema: {
        tags,
        summary: 'Everything about one property, as sections',
        querystring: propertyDetailsQuerySchema,
        response: { 200: propertyDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await catalogue.getPropertyDetails(
        ctx.db,
        request.query.id,
        new Date(),
        ctx.config.gstSlabs,
        request.query.lang,
      ),
    }),
  );

  app.get(
    '/property/v1/app/rooms',
    {
      schema: {
        tags,
        summary: "A property's rooms with per-night rates and availability for a stay",
        querystring: roomsQuerySchema,
        response: { 200: roomsResponseSchema },
      },
    },
    async (request, reply) =>
      search.rooms(reply, request.query, async () => ({
        success: true as const,
        data: await rooms.listRooms(ctx.db, request.query, new Date(), ctx.config.gstSlabs),
      })),
  );

  app.get(
    '/property/v1/app/roomDetails',
    {
      schema: {
        tags,
        summary: 'One room: info, highlights, policies',
        querystring: roomDetailsQuerySchema,
        response: { 200: roomDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await rooms.getRoomDetails(ctx.db, request.query.roomId, request.query.lang),
    }),
  );

  app.get(
    '/property/v1/hero-sections/public',
    {
      schema: {
        tags: ['hero'],
        summary: 'Active home hero slides in order',
        querystring: heroPublicQuerySchema,
        response: { 200: heroPublicResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await home.listPublicHeroSlides(ctx.db, request.query.lang),
    }),
  );
};
