import {
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  adminReviewResponseSchema,
  reviewIdParamsSchema,
  reviewReplyInputSchema,
} from '@staybook/contract/reviews';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor, byParam, byQuery, consoleScope, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import * as service from './reviews-admin.service.js';

const REVIEWS = '/api/admin/reviews';

/**
 * Review moderation in the console (issue 16): reviews.manage on the review's property (decision 005). The list is
 * narrowed to the member's properties in SQL; a review named in the path is checked against them before anything.
 */
export const reviewsAdminRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const list = app.consoleAccess('reviews.manage', byQuery('property', 'propertyId'));
  const one = app.consoleAccess('reviews.manage', byParam('review'));
  const tags = ['reviews (console)'];
  const security = consoleSecurity;
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    REVIEWS,
    {
      ...list,
      schema: {
        tags,
        security,
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewListResponseSchema },
      },
    },
    async (request) => ok(await service.listReviews(db, { ...request.query, scope: consoleScope(request) })),
  );
  app.post(
    `${REVIEWS}/:id/publish`,
    { ...one, schema: { tags, security, params: reviewIdParamsSchema, response: { 200: adminReviewResponseSchema } } },
    async (request) => ok(await service.publishReview(db, auditActor(request), request.params.id)),
  );
  app.post(
    `${REVIEWS}/:id/hide`,
    { ...one, schema: { tags, security, params: reviewIdParamsSchema, response: { 200: adminReviewResponseSchema } } },
    async (request) => ok(await service.hideReview(db, auditActor(request), request.params.id)),
  );
  app.put(
    `${REVIEWS}/:id/reply`,
    {
      ...one,
      schema: {
        tags,
        security,
        params: reviewIdParamsSchema,
        body: reviewReplyInputSchema,
        response: { 200: adminReviewResponseSchema },
      },
    },
    async (request) => ok(await service.replyToReview(db, auditActor(request), request.params.id, request.body.text)),
  );
};
