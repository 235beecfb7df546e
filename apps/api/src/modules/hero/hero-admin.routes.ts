import { randomUUID } from 'node:crypto';
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
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { AppError, badRequest, notFound } from '../../lib/http-errors.js';
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

const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/** JPEG, PNG or WebP, judged by the file's first bytes rather than its name or declared type. */
export function isSupportedImage(head: Buffer): boolean {
  const jpeg = head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}

const actor = (request: FastifyRequest) => ({ actorUserId: request.authUser?.id ?? null, ip: request.ip ?? null });

/** The spec's hero-management service (section 7), for admins. */
export const heroAdminRoutes: AppModule = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: who may call comes before whether the input is valid (no probing without a role).
  const guard = { onRequest: app.requireRole('admin') };
  const tags = ['hero (admin)'];
  const security = [{ bearer: [] }];

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
      if (!request.isMultipart())
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the image as multipart/form-data in a field named image.',
        );
      const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES } });
      if (file?.fieldname !== 'image') throw badRequest('Send the image in a field named image.');
      const buffer = await file.toBuffer().catch(() => {
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The image must be at most 8 MB.');
      });
      if (file.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The image must be at most 8 MB.');
      if (!isSupportedImage(buffer.subarray(0, 16)))
        throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The image must be a JPEG, PNG or WebP file.');
      const id = randomUUID();
      const key = `uploads/hero/${id}`;
      try {
        for (const [width, suffix] of [
          [1280, ''],
          [640, '.w640'],
          [320, '.w320'],
        ] as const) {
          const out = await sharp(buffer)
            .rotate()
            .resize({ width, withoutEnlargement: false })
            .webp({ quality: 75 })
            .toBuffer();
          await ctx.adapters.media.put(`${key}${suffix}.webp`, out);
        }
      } catch {
        throw badRequest('The image could not be read.');
      }
      return { success: true as const, data: { url: `/media/${key}.webp` } };
    },
  );
};
