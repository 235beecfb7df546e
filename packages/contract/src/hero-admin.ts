import { z } from 'zod';
import { objectIdSchema } from './common';
import { heroSlideSchema } from './hero';

/** The spec's hero-management service (/api/hero), used by the operator console. Admin only. */
export const heroSlideInputSchema = z.object({
  image: z.string().trim().min(1, 'image is required').max(500),
  title: z.string().trim().min(1, 'title is required').max(120),
  subtitle: z.string().trim().max(160).default(''),
  description: z.string().trim().max(500).default(''),
  ctaText: z.string().trim().max(60).default(''),
  ctaLink: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || v.startsWith('/'), 'ctaLink must be a path on this site, starting with /')
    .default(''),
  overlayColor: z
    .string()
    .trim()
    .max(60)
    .regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\))$/, 'overlayColor must be a hex or rgb(a) colour')
    .default('rgba(0,0,0,0.4)'),
  category: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9_-]+$/, 'category must be a simple word')
    .default('home'),
  isActive: z.boolean().default(true),
});
export type HeroSlideInput = z.input<typeof heroSlideInputSchema>;

export const adminHeroSlideSchema = heroSlideSchema.extend({
  category: z.string(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminHeroSlide = z.infer<typeof adminHeroSlideSchema>;

export const heroIdParamsSchema = z.object({ id: objectIdSchema });
export const heroCategoryParamsSchema = z.object({ category: z.string().trim().min(1).max(40) });
export const heroReorderSchema = z.object({
  category: z.string().trim().min(1).max(40).default('home'),
  ids: z.array(objectIdSchema).min(1, 'ids must list every slide of the category').max(200),
});

export const adminHeroSlideResponseSchema = z.object({ success: z.literal(true), data: adminHeroSlideSchema });
export const adminHeroSlideListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminHeroSlideSchema),
});
export const heroUploadResponseSchema = z.object({ success: z.literal(true), data: z.object({ url: z.string() }) });
export const heroDeleteResponseSchema = z.object({ success: z.literal(true), data: z.object({ id: z.string() }) });
