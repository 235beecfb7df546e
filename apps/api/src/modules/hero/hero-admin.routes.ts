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
import { badRequest, notFound } from '../../lib/http-errors.js';
import { receiveImageUpload } from '../../lib/image-upload.js';
import { ADMIN_ROLES, auditActor as actor, consoleSecurity } from '../admin/console-access.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { AppModule } from '../module-context.js';
import * as repo from './hero-admin.repository.js';

const toSlide = (r: repo.HeroRow) => ({
  id: r.id,
  image: r.imageUrl,
  title: r.title,
  subtitle: r.subtitle,
  description: r.description,
  ctaText: r.ctaText,
  ctaLink: r.ctaLink,
  overlayColor: r.overlayColor,
  category: r.category,
  isActive: r.isActive,
  sortOrder: r.sortOrder,
});

/** The spec's hero-management service (section 7), for admins. */
export const heroAdminRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: who may call comes before whether the input is valid (no probing without a role).
  const guard = { onRequest: app.requireRole(...ADMIN_ROLES) };
  const tags = ['hero (admin)'];
  const security = consoleSecurity;

  app.get(
    '/api/hero/category/:category',
    {
      ...guard,
      schema: { tags, security, params: heroCategoryParamsSchema, response: { 200: adminHeroSlideListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: (await repo.listByCategory(ctx.db, request.params.category)).map(toSlide),
    }),
  );

  app.post(
    '/api/hero',
    {
      ...guard,
      schema: { tags, security, body: heroSlideInputSchema, response: { 200: adminHeroSlideResponseSchema } },
    },
    async (request) => {
      const { image, ...rest } = request.body;
      const row = await ctx.db.transaction(async (tx) => {
        const created = await repo.insertSlide(tx, { ...rest, imageUrl: image });
        await recordAudit(tx, {
          ...actor(request),
          action: 'hero.create',
          entityType: 'hero_slide',
          entityId: created.id,
          after: created,
        });
        return created;
      });
      return { success: true as const, data: toSlide(row) };
    },
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
    async (request) => {
      const { image, ...rest } = request.body;
      const row = await ctx.db.transaction(async (tx) => {
        const before = await repo.findSlide(tx, request.params.id);
        if (!before) throw notFound('Hero slide');
        const after = await repo.updateSlide(tx, before.id, { ...rest, imageUrl: image });
        await recordAudit(tx, {
          ...actor(request),
          action: 'hero.update',
          entityType: 'hero_slide',
          entityId: before.id,
          before,
          after,
        });
        return after!;
      });
      return { success: true as const, data: toSlide(row) };
    },
  );

  app.delete(
    '/api/hero/:id',
    { ...guard, schema: { tags, security, params: heroIdParamsSchema, response: { 200: heroDeleteResponseSchema } } },
    async (request) => {
      await ctx.db.transaction(async (tx) => {
        const before = await repo.findSlide(tx, request.params.id);
        if (!before) throw notFound('Hero slide');
        await repo.deleteSlide(tx, before.id);
        await recordAudit(tx, {
          ...actor(request),
          action: 'hero.delete',
          entityType: 'hero_slide',
          entityId: before.id,
          before,
        });
      });
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  app.patch(
    '/api/hero/:id/toggle-status',
    {
      ...guard,
      schema: { tags, security, params: heroIdParamsSchema, response: { 200: adminHeroSlideResponseSchema } },
    },
    async (request) => {
      const row = await ctx.db.transaction(async (tx) => {
        const before = await repo.findSlide(tx, request.params.id);
        if (!before) throw notFound('Hero slide');
        const after = await repo.updateSlide(tx, before.id, { isActive: !before.isActive });
        await recordAudit(tx, {
          ...actor(request),
          action: 'hero.toggle',
          entityType: 'hero_slide',
          entityId: before.id,
          before: { isActive: before.isActive },
          after: { isActive: after?.isActive },
        });
        return after!;
      });
      return { success: true as const, data: toSlide(row) };
    },
  );

  app.put(
    '/api/hero/reorder',
    {
      ...guard,
      schema: { tags, security, body: heroReorderSchema, response: { 200: adminHeroSlideListResponseSchema } },
    },
    async (request) => {
      const { category, ids } = request.body;
      const rows = await ctx.db.transaction(async (tx) => {
        const current = await repo.listByCategory(tx, category);
        const known = new Set(current.map((r) => r.id));
        const given = new Set(ids);
        if (given.size !== ids.length) throw badRequest('ids: each slide may appear only once.');
        const unknown = ids.filter((id) => !known.has(id));
        const missing = current.filter((r) => !given.has(r.id)).map((r) => r.id);
        if (unknown.length || missing.length)
          throw badRequest('ids must list every slide of the category exactly once.', { unknown, missing });
        await repo.setOrder(tx, category, ids);
        await recordAudit(tx, {
          ...actor(request),
          action: 'hero.reorder',
          entityType: 'hero_slide',
          entityId: null,
          before: current.map((r) => r.id),
          after: ids,
        });
        return repo.listByCategory(tx, category);
      });
      return { success: true as const, data: rows.map(toSlide) };
    },
  );

  app.post(
    '/api/hero/upload-image',
    {
      ...guard,
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: heroUploadResponseSchema } },
    },
    async (request) => {
      const image = await receiveImageUpload(request, ctx.adapters.media, 'hero', ctx.config.UPLOAD_LIMIT_BYTES);
      return { success: true as const, data: { url: image.url } };
    },
  );
};
