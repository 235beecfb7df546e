import {
  adminHeroSlideListResponseSchema,
  adminHeroSlideResponseSchema,
  heroCategoryParamsSchema,
  heroDeleteResponseSchema,
  heroIdParamsSchema,
  heroReorderSchema,
  heroSlideInputSchema,
  heroUploadResponseSchema,
} from '@staybook/contract/hero-admin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditActor as actor, consoleSecurity } from '../../plugins/console-access.js';
import type { AppModule } from '../module-context.js';
import {
  createSlide,
  deleteSlide,
  listSlides,
  reorderSlides,
  toggleSlide,
  updateSlide,
  uploadHeroImage,
} from './hero-admin.service.js';

/** The spec's hero-management service (section 7), for admins. */
export const heroAdminRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: who may call comes before whether the input is valid (no probing without a role).
  const guard = app.consoleAccess('catalogue.brand');
  const tags = ['hero (admin)'];
  const security = consoleSecurity;

  app.get(
    '/api/hero/category/:category',
    {
      ...guard,
      schema: { tags, security, params: heroCategoryParamsSchema, response: { 200: adminHeroSlideListResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await listSlides(ctx.db, request.params.category) }),
  );

  app.post(
    '/api/hero',
    {
      ...guard,
      schema: { tags, security, body: heroSlideInputSchema, response: { 200: adminHeroSlideResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await createSlide(ctx.db, actor(request), request.body) }),
  );

  app.put(
    '/api/hero/:id',
    {
      ...guard,
      schema: {
        tags,
        security,
        params: heroIdParamsSchema,
        body: heroSlideInputSchema,
        response: { 200: adminHeroSlideResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateSlide(ctx.db, actor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/hero/:id',
    { ...guard, schema: { tags, security, params: heroIdParamsSchema, response: { 200: heroDeleteResponseSchema } } },
    async (request) => ({ success: true as const, data: await deleteSlide(ctx.db, actor(request), request.params.id) }),
  );

  app.patch(
    '/api/hero/:id/toggle-status',
    {
      ...guard,
      schema: { tags, security, params: heroIdParamsSchema, response: { 200: adminHeroSlideResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await toggleSlide(ctx.db, actor(request), request.params.id) }),
  );

  app.put(
    '/api/hero/reorder',
    {
      ...guard,
      schema: { tags, security, body: heroReorderSchema, response: { 200: adminHeroSlideListResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await reorderSlides(ctx.db, actor(request), request.body) }),
  );

  app.post(
    '/api/hero/upload-image',
    {
      ...guard,
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: heroUploadResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await uploadHeroImage(request, ctx.adapters.media, ctx.config.UPLOAD_LIMIT_BYTES),
    }),
  );
};
