import {
  createReviewRequestSchema,
  createReviewResponseSchema,
  helpfulVoteRequestSchema,
  helpfulVoteResponseSchema,
  propertyReviewsParamsSchema,
  propertyReviewsQuerySchema,
  propertyReviewsResponseSchema,
  reviewableStayParamsSchema,
  reviewableStayResponseSchema,
  reviewIdParamsSchema,
} from '@staybook/contract/reviews';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/authenticate.js';
import type { AppModule } from '../module-context.js';
import * as service from './reviews.service.js';

const bearer = [{ bearer: [] }];
const tags = ['reviews'];

/** Verified reviews, the guest's side (issue 16): write one for a completed stay, read a property's, mark helpful. */
export const reviewsRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  // A guest writes a handful of reviews; "Helpful" is a click per review. Counted per account when signed in (many
  // guests share a carrier's address), else per address; off when the general limit is off (tests, benchmarks).
  const limit = (
    max: number,
  ): { rateLimit?: { max: number; timeWindow: string; keyGenerator: (request: FastifyRequest) => string } } =>
    ctx.config.RATE_LIMIT_PER_MINUTE > 0
      ? {
          rateLimit: {
            max,
            timeWindow: '1 minute',
            keyGenerator: (request: FastifyRequest) => `reviews:${request.authUser?.id ?? request.ip}`,
          },
        }
      : {};

  app.get(
    '/property/v1/app/reviews/stay/:bookingId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The stay a review page is about, and whether it can be reviewed',
        security: bearer,
        params: reviewableStayParamsSchema,
        response: { 200: reviewableStayResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.reviewableStay(db, signedInUser(request).id, request.params.bookingId),
    }),
  );

  app.post(
    '/property/v1/app/reviews',
    {
      preHandler: app.requireUser,
      config: limit(10),
      schema: {
        tags,
        summary: 'Review your own completed stay (once per booking; published after moderation)',
        security: bearer,
        body: createReviewRequestSchema,
        response: { 200: createReviewResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: service.reviewMessages.submitted,
      data: await service.createReview(db, signedInUser(request).id, request.body),
    }),
  );

  app.get(
    '/property/v1/app/property/:id/reviews',
    {
      schema: {
        tags,
        summary: "A property's published reviews with its rating by aspect",
        params: propertyReviewsParamsSchema,
        querystring: propertyReviewsQuerySchema,
        response: { 200: propertyReviewsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.propertyReviews(db, request.params.id, request.query.sort, request.query.page),
    }),
  );

  app.post(
    '/property/v1/app/reviews/:id/helpful',
    {
      config: limit(30),
      schema: {
        tags,
        summary: `Mark a review helpful (once per account or device; without an account, ${service.ANONYMOUS_HELPFUL_VOTES_PER_DAY} a day per address)`,
        params: reviewIdParamsSchema,
        body: helpfulVoteRequestSchema,
        response: { 200: helpfulVoteResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.markHelpful(db, request.params.id, {
        userId: request.authUser?.id ?? null,
        deviceId: request.body.deviceId,
        clientAddress: request.ip,
      }),
    }),
  );
};
