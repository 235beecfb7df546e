import { z } from 'zod';
import { contentQueryShape } from './content-translations';

/** A home-page hero slide (spec section 3). */
export const heroSlideSchema = z.object({
  id: z.string(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  ctaText: z.string(),
  ctaLink: z.string(),
  overlayColor: z.string(),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

/** GET /property/v1/hero-sections/public: active 'home' slides in display order. */
export const heroPublicResponseSchema = z.object({ success: z.literal(true), data: z.array(heroSlideSchema) });
export type HeroPublicResponse = z.infer<typeof heroPublicResponseSchema>;

/** The public list's query: the page's language (`lang`, optional; left out, the English as before). */
export const heroPublicQuerySchema = z.object({ ...contentQueryShape });
