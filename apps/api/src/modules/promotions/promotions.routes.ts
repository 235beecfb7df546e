import {
  adminCouponListResponseSchema,
  adminCouponResponseSchema,
  adminPromotionListResponseSchema,
  adminPromotionResponseSchema,
  couponInputSchema,
  promotionIdParamsSchema,
  promotionInputSchema,
  promotionOfPropertyParamsSchema,
  promotionPropertyParamsSchema,
} from '@staybook/contract/promotions';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, byParam, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import * as service from './promotions-admin.service.js';

const PROMOTIONS = '/api/admin/promotions';
const COUPONS = '/api/admin/coupons';

/**
 * Promotions and coupons in the console (issue 15). Brand routes (every promotion, brand-wide ones, coupons) need
 * catalogue.brand; a property's promotions need rates.manage on that property, named in the path (decision 005).
 */
export const promotionsAdminRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const brand = app.consoleAccess('catalogue.brand');
  const rates = app.consoleAccess('rates.manage', byParam('property'));
  const tags = ['promotions (console)'];
  const security = consoleSecurity;
  const ok = <T>(data: T) => ({ success: true as const, data });

  // ─── Every promotion (brand) ────────────────────────────────────────────────────────────────────

  app.get(
    PROMOTIONS,
    { ...brand, schema: { tags, security, response: { 200: adminPromotionListResponseSchema } } },
    async () => ok(await service.listPromotions(db, null)),
  );
  app.post(
    PROMOTIONS,
    {
      ...brand,
      schema: { tags, security, body: promotionInputSchema, response: { 200: adminPromotionResponseSchema } },
    },
    async (request) => ok(await service.createPromotion(db, auditActor(request), request.body, null)),
  );
  app.put(
    `${PROMOTIONS}/:id`,
    {
      ...brand,
      schema: {
        tags,
        security,
        params: promotionIdParamsSchema,
        body: promotionInputSchema,
        response: { 200: adminPromotionResponseSchema },
      },
    },
    async (request) =>
      ok(await service.updatePromotion(db, auditActor(request), request.params.id, request.body, null)),
  );
  app.post(
    `${PROMOTIONS}/:id/deactivate`,
    {
      ...brand,
      schema: { tags, security, params: promotionIdParamsSchema, response: { 200: adminPromotionResponseSchema } },
    },
    async (request) => ok(await service.deactivatePromotion(db, auditActor(request), request.params.id, null)),
  );

  // ─── One property's promotions (its rates permission) ────────────────────────────────────────────

  app.get(
    `${PROMOTIONS}/properties/:id`,
    {
      ...rates,
      schema: {
        tags,
        security,
        params: promotionPropertyParamsSchema,
        response: { 200: adminPromotionListResponseSchema },
      },
    },
    // The property's own and the brand's (read only here), so the manager sees everything their guests get.
    async (request) => ok(await service.listPromotions(db, request.params.id)),
  );
  app.post(
    `${PROMOTIONS}/properties/:id`,
    {
      ...rates,
      schema: {
        tags,
        security,
        params: promotionPropertyParamsSchema,
        body: promotionInputSchema,
        response: { 200: adminPromotionResponseSchema },
      },
    },
    async (request) => ok(await service.createPromotion(db, auditActor(request), request.body, request.params.id)),
  );
  app.put(
    `${PROMOTIONS}/properties/:id/:promotionId`,
    {
      ...rates,
      schema: {
        tags,
        security,
        params: promotionOfPropertyParamsSchema,
        body: promotionInputSchema,
        response: { 200: adminPromotionResponseSchema },
      },
    },
    async (request) =>
      ok(
        await service.updatePromotion(
          db,
          auditActor(request),
          request.params.promotionId,
          request.body,
          request.params.id,
        ),
      ),
  );
  app.post(
    `${PROMOTIONS}/properties/:id/:promotionId/deactivate`,
    {
      ...rates,
      schema: {
        tags,
        security,
        params: promotionOfPropertyParamsSchema,
        response: { 200: adminPromotionResponseSchema },
      },
    },
    async (request) =>
      ok(await service.deactivatePromotion(db, auditActor(request), request.params.promotionId, request.params.id)),
  );

  // ─── Coupons (brand) ─────────────────────────────────────────────────────────────────────────────

  app.get(
    COUPONS,
    { ...brand, schema: { tags, security, response: { 200: adminCouponListResponseSchema } } },
    async () => ok(await service.listCoupons(db)),
  );
  app.post(
    COUPONS,
    { ...brand, schema: { tags, security, body: couponInputSchema, response: { 200: adminCouponResponseSchema } } },
    async (request) => ok(await service.createCoupon(db, auditActor(request), request.body)),
  );
  app.put(
    `${COUPONS}/:id`,
    {
      ...brand,
      schema: {
        tags,
        security,
        params: promotionIdParamsSchema,
        body: couponInputSchema,
        response: { 200: adminCouponResponseSchema },
      },
    },
    async (request) => ok(await service.updateCoupon(db, auditActor(request), request.params.id, request.body)),
  );
  app.post(
    `${COUPONS}/:id/deactivate`,
    {
      ...brand,
      schema: { tags, security, params: promotionIdParamsSchema, response: { 200: adminCouponResponseSchema } },
    },
    async (request) => ok(await service.deactivateCoupon(db, auditActor(request), request.params.id)),
  );
};
