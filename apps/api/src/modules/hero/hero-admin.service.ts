import type { AdminHeroSlide, heroReorderSchema, heroSlideInputSchema } from '@staybook/contract/hero-admin';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { receiveImageUpload } from '../../adapters/storage/image-upload.js';
import type { FileStorage } from '../../adapters/storage/index.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { recordAudit } from '../audit/audit.repository.js';
import { type Actor, auditedChange } from '../audit/audited-change.js';
import * as repo from './hero-admin.repository.js';

/** The spec's hero-management use cases (section 7): every change is audited in its own transaction. */

const ENTITY = 'hero_slide';

type HeroSlideInput = z.infer<typeof heroSlideInputSchema>;
type HeroReorder = z.infer<typeof heroReorderSchema>;

const toSlide = (r: repo.HeroRow): AdminHeroSlide => ({
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

const toValues = ({ image, ...rest }: HeroSlideInput) => ({ ...rest, imageUrl: image });

export async function listSlides(db: Db, category: string): Promise<AdminHeroSlide[]> {
  return (await repo.listByCategory(db, category)).map(toSlide);
}

/** A new slide goes last in its category. */
export async function createSlide(db: Db, actor: Actor, input: HeroSlideInput): Promise<AdminHeroSlide> {
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertSlide(tx, toValues(input));
    await recordAudit(tx, {
      ...actor,
      action: 'hero.create',
      entityType: ENTITY,
      entityId: created.id,
      after: created,
    });
    return created;
  });
  return toSlide(row);
}

export async function updateSlide(db: Db, actor: Actor, id: string, input: HeroSlideInput): Promise<AdminHeroSlide> {
  return auditedChange(db, actor, {
    action: 'hero.update',
    entityType: ENTITY,
    entityId: id,
    what: 'Hero slide',
    lock: repo.lockSlide,
    async change(tx, before) {
      const after = await repo.updateSlide(tx, before.id, toValues(input));
      return { after, result: toSlide(after!) };
    },
  });
}

export async function deleteSlide(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
  return auditedChange(db, actor, {
    action: 'hero.delete',
    entityType: ENTITY,
    entityId: id,
    what: 'Hero slide',
    lock: repo.lockSlide,
    async change(tx, before) {
      await repo.deleteSlide(tx, before.id);
      // `after` undefined, not null: the delete is recorded, with nothing after it.
      return { after: null, result: { id } };
    },
  });
}

export async function toggleSlide(db: Db, actor: Actor, id: string): Promise<AdminHeroSlide> {
  return auditedChange(db, actor, {
    action: 'hero.toggle',
    entityType: ENTITY,
    entityId: id,
    what: 'Hero slide',
    lock: repo.lockSlide,
    async change(tx, before) {
      const after = await repo.updateSlide(tx, before.id, { isActive: !before.isActive });
      return { before: { isActive: before.isActive }, after: { isActive: after?.isActive }, result: toSlide(after!) };
    },
  });
}

/** A new order for a category's slides: `ids` must name every slide of the category exactly once. */
export async function reorderSlides(db: Db, actor: Actor, { category, ids }: HeroReorder): Promise<AdminHeroSlide[]> {
  const rows = await db.transaction(async (tx) => {
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
      ...actor,
      action: 'hero.reorder',
      entityType: ENTITY,
      entityId: null,
      before: current.map((r) => r.id),
      after: ids,
    });
    return repo.listByCategory(tx, category);
  });
  return rows.map(toSlide);
}

/** A hero image, stored as WebP at every served width under uploads/hero. */
export async function uploadHeroImage(
  request: FastifyRequest,
  media: FileStorage,
  maxBytes: number,
): Promise<{ url: string }> {
  const image = await receiveImageUpload(request, media, 'hero', maxBytes);
  return { url: image.url };
}
