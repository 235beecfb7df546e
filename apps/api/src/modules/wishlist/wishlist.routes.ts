import {
  wishlistItemsResponseSchema,
  wishlistPropertyIdsSchema,
  wishlistPropertyParamsSchema,
  wishlistResponseSchema,
  wishlistShareParamsSchema,
  wishlistShareResponseSchema,
} from '@staybook/contract/wishlist';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/authenticate.js';
import type { AppModule } from '../module-context.js';
import * as service from './wishlist.service.js';

const bearer = [{ bearer: [] }];
const tags = ['wishlist'];

/** The guest's wishlist (issue 24): saved on the account, merged from the device at sign-in, shared read-only. */
export const wishlistRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  app.get(
    '/property/v1/app/wishlist',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Your saved properties, newest first, and your share token once you shared the list',
        response: { 200: wishlistResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.ownWishlist(db, signedInUser(request).id) }),
  );

  app.put(
    '/property/v1/app/wishlist/:propertyId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Save a property to your wishlist (saving it again changes nothing)',
        params: wishlistPropertyParamsSchema,
        response: { 200: wishlistResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveProperty(db, signedInUser(request).id, request.params.propertyId),
    }),
  );

  app.delete(
    '/property/v1/app/wishlist/:propertyId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'Remove a property from your wishlist',
        params: wishlistPropertyParamsSchema,
        response: { 200: wishlistResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.removeProperty(db, signedInUser(request).id, request.params.propertyId),
    }),
  );

  app.post(
    '/property/v1/app/wishlist/merge',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: "Join this device's saved properties to your wishlist (at sign-in)",
        body: wishlistPropertyIdsSchema,
        response: { 200: wishlistResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.mergeDeviceList(db, signedInUser(request).id, request.body.propertyIds),
    }),
  );

  app.post(
    '/property/v1/app/wishlist/share',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        security: bearer,
        summary: 'The secret token of your read-only shared list (made once, then kept)',
        response: { 200: wishlistShareResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.shareWishlist(db, signedInUser(request).id) }),
  );

  app.get(
    '/property/v1/app/wishlist/shared/:token',
    {
      schema: {
        tags,
        summary: 'A shared wishlist: its properties only, nothing about whose it is',
        params: wishlistShareParamsSchema,
        response: { 200: wishlistItemsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await service.sharedWishlist(db, request.params.token) }),
  );

  app.post(
    '/property/v1/app/wishlist/properties',
    {
      schema: {
        tags,
        summary: 'Properties saved on a device before sign-in, as wishlist items (unpublished ones left out)',
        body: wishlistPropertyIdsSchema,
        response: { 200: wishlistItemsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.lookUpProperties(db, request.body.propertyIds),
    }),
  );
};
