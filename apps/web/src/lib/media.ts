/**
 * Images under /media/ are stored at 1280 px wide with siblings at 640 and 320 px
 * (`x.webp` → `x.w640.webp`, `x.w320.webp`); the seed and the console's uploads both follow this.
 */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;

export function mediaVariant(url: string, width: 320 | 640 | 1280): string {
  if (!url.startsWith('/media/') || !url.endsWith('.webp') || width === 1280) return url;
  return url.replace(/\.webp$/, `.w${width}.webp`);
}

/** srcset for a media image, or undefined for other URLs. */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  if (!url?.startsWith('/media/') || !url.endsWith('.webp')) return undefined;
  return MEDIA_WIDTHS.map((w) => `${mediaVariant(url, w)} ${w}w`).join(', ');
}

/** Shown wherever an image is missing or fails to load. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e2e8f0"/><path d="M150 190l40-50 30 35 20-22 40 37z" fill="#94a3b8"/><circle cx="250" cy="115" r="16" fill="#94a3b8"/></svg>',
  );
