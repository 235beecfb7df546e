import {
  adminCancellationPolicyResponseSchema,
  adminPolicyRemovedResponseSchema,
  adminPropertyRatePlansResponseSchema,
  adminRatePlanResponseSchema,
  cancellationPolicyInputSchema,
  planRatesEditSchema,
  planRatesQuerySchema,
  planRatesResponseSchema,
  planRatesSavedResponseSchema,
  ratePlanInputSchema,
  ratePlansPlanParamsSchema,
  ratePlansPolicyParamsSchema,
  ratePlansPropertyParamsSchema,
  ratesBulkAppliedResponseSchema,
  ratesBulkApplySchema,
  ratesBulkEditSchema,
  ratesBulkPreviewResponseSchema,
  ratesBulkUndoneResponseSchema,
} from '@staybook/contract/admin-rate-plans';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, byParam, consoleScope, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import * as planRates from './plan-rates.service.js';
import * as plans from './rate-plans-admin.service.js';
import * as bulk from './rates-bulk.service.js';

const BASE = '/api/admin/rate-plans';

/**
 * Rate plans and cancellation policies per property, and the brand-wide rate bulk edit. Every route needs
 * `rates.manage`; a property's routes name it (or its room type) in the path, so the guard checks it is the
 * member's. The bulk edit names no single property: its service narrows the room types to the member's.
 */
export const ratePlansAdminRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const tags = ['rate plans (console)'];
  const security = consoleSecurity;
  const ok = <T>(data: T) => ({ success: true as const, data });
  const ofProperty = app.consoleAccess('rates.manage', byParam('property'));
  const ofRoomType = app.consoleAccess('rates.manage', byParam('roomType'));

  app.get(
    `${BASE}/properties/:id`,
    {
      ...ofProperty,
      schema: {
        tags,
        security,
        params: ratePlansPropertyParamsSchema,
        response: { 200: adminPropertyRatePlansResponseSchema },
      },
    },
    async (request) => ok(await plans.propertyRatePlans(db, request.params.id)),
  );

  app.post(
    `${BASE}/properties/:id/policies`,
    {
      ...ofProperty,
      schema: {
        tags,
        security,
        params: ratePlansPropertyParamsSchema,
        body: cancellationPolicyInputSchema,
        response: { 200: adminCancellationPolicyResponseSchema },
      },
    },
    async (request) => ok(await plans.createPolicy(db, auditActor(request), request.params.id, request.body)),
  );

  app.put(
    `${BASE}/properties/:id/policies/:policyId`,
    {
      ...ofProperty,
      schema: {
        tags,
        security,
        params: ratePlansPolicyParamsSchema,
        body: cancellationPolicyInputSchema,
        response: { 200: adminCancellationPolicyResponseSchema },
      },
    },
    async (request) =>
      ok(await plans.updatePolicy(db, auditActor(request), request.params.id, request.params.policyId, request.body)),
  );

  app.delete(
    `${BASE}/properties/:id/policies/:policyId`,
    {
      ...ofProperty,
      schema: {
        tags,
        security,
        params: ratePlansPolicyParamsSchema,
        response: { 200: adminPolicyRemovedResponseSchema },
      },
    },
    async (request) =>
      ok(await plans.removePolicy(db, auditActor(request), request.params.id, request.params.policyId)),
  );

  app.post(
    `${BASE}/room-types/:id/plans`,
    {
      ...ofRoomType,
      schema: {
        tags,
        security,
        params: ratePlansPropertyParamsSchema,
        body: ratePlanInputSchema,
        response: { 200: adminRatePlanResponseSchema },
      },
    },
    async (request) => ok(await plans.createPlan(db, auditActor(request), request.params.id, request.body)),
  );

  app.put(
    `${BASE}/room-types/:id/plans/:planId`,
    {
      ...ofRoomType,
      schema: {
        tags,
        security,
        params: ratePlansPlanParamsSchema,
        body: ratePlanInputSchema,
        response: { 200: adminRatePlanResponseSchema },
      },
    },
    async (request) =>
      ok(await plans.updatePlan(db, auditActor(request), request.params.id, request.params.planId, request.body)),
  );

  for (const verb of ['archive', 'restore'] as const)
    app.post(
      `${BASE}/room-types/:id/plans/:planId/${verb}`,
      {
        ...ofRoomType,
        schema: { tags, security, params: ratePlansPlanParamsSchema, response: { 200: adminRatePlanResponseSchema } },
      },
      async (request) =>
        ok(await plans.setPlanStatus(db, auditActor(request), request.params.id, request.params.planId, verb)),
    );

  app.get(
    `${BASE}/room-types/:id/plans/:planId/rates`,
    {
      ...ofRoomType,
      schema: {
        tags,
        security,
        params: ratePlansPlanParamsSchema,
        querystring: planRatesQuerySchema,
        response: { 200: planRatesResponseSchema },
      },
    },
    async (request) => ok(await planRates.planRates(db, request.params.id, request.params.planId, request.query)),
  );

  app.put(
    `${BASE}/room-types/:id/plans/:planId/rates`,
    {
      ...ofRoomType,
      schema: {
        tags,
        security,
        params: ratePlansPlanParamsSchema,
        body: planRatesEditSchema,
        response: { 200: planRatesSavedResponseSchema },
      },
    },
    async (request) =>
      ok(await planRates.setPlanRates(db, auditActor(request), request.params.id, request.params.planId, request.body)),
  );

  // ─── Brand-wide rate bulk edit ────────────────────────────────────────────────────────────────
  // No single property: `rates.manage` here, the member's properties checked by the service (decision 005).
  const brandRates = app.consoleAccess('rates.manage');

  app.post(
    '/api/admin/rates/bulk-preview',
    {
      ...brandRates,
      schema: { tags, security, body: ratesBulkEditSchema, response: { 200: ratesBulkPreviewResponseSchema } },
    },
    async (request) => ok(await bulk.previewBulkRates(db, consoleScope(request), request.body)),
  );

  app.post(
    '/api/admin/rates/bulk-apply',
    {
      ...brandRates,
      schema: { tags, security, body: ratesBulkApplySchema, response: { 200: ratesBulkAppliedResponseSchema } },
    },
    async (request) => ok(await bulk.applyBulkRates(db, auditActor(request), consoleScope(request), request.body)),
  );

  app.post(
    '/api/admin/rates/bulk-undo',
    { ...brandRates, schema: { tags, security, response: { 200: ratesBulkUndoneResponseSchema } } },
    async (request) => ok(await bulk.undoLastBulkRates(db, auditActor(request), consoleScope(request))),
  );
};
