/**
 * URL slugs of catalogue names, one rule for the seed and the console: lower-case ASCII words joined by single
 * dashes, accents dropped, '&' read as 'and', apostrophes closed up. Zod-free.
 */

export const SLUG_MAX_LENGTH = 80;

/** 'Casa Azul — Villa & Spa, Goa' → 'casa-azul-villa-and-spa-goa'; never empty (`fallback` for a name of symbols). */
export function slugify(name: string, fallback = 'property'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** The first of `base`, `base-2`, `base-3`… that is not taken. */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
