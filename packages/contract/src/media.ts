/**
 * Images under /media/ are stored at 1280 px wide with siblings at 960, 640 and 320 px
 * (`x.webp` → `x.w960.webp`, `x.w640.webp`, `x.w320.webp`); the seed and the console's uploads both follow this.
 * 960 is what a phone's 2× screen needs for a full-width picture (412 CSS px × 1.75 = 721 device px): without it
 * the phone took the 1280 px file, 1.3–2.6× the bytes, for the page's main picture.
 * Zod-free: the guest pages' first load and the server's page heads both use it.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1280] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

export function mediaVariant(url: string, width: MediaWidth): string {
  if (!url.startsWith('/media/') || !url.endsWith('.webp') || width === 1280) return url;
  return url.replace(/\.webp$/, `.w${width}.webp`);
}

/**
 * srcset for a media image, or undefined for other URLs. `maxWidth` leaves out the larger files for pictures that
 * are never shown wide (cards), so a phone with a dense screen does not fetch the 1280 px file for a 380 px card.
 */
export function mediaSrcSet(url: string | null | undefined, maxWidth: MediaWidth = 1280): string | undefined {
  if (!url?.startsWith('/media/') || !url.endsWith('.webp')) return undefined;
  return MEDIA_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${mediaVariant(url, w)} ${w}w`)
    .join(', ');
}

/** A property card's picture (lists and home rows) is at most 640 px wide: a card is never wider than ~400 CSS px. */
export const PROPERTY_CARD_IMAGE_MAX_WIDTH = 640;
export const PROPERTY_CARD_IMAGE_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/** A property card's <img> attributes; the server preloads the list's first card with exactly these. */
export function propertyCardImage(url: string): { src: string; srcSet: string | undefined; sizes: string } {
  return {
    src: mediaVariant(url, PROPERTY_CARD_IMAGE_MAX_WIDTH),
    srcSet: mediaSrcSet(url, PROPERTY_CARD_IMAGE_MAX_WIDTH),
    sizes: PROPERTY_CARD_IMAGE_SIZES,
  };
}

// ─── Uploads ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The size limit of a console image upload (hero slides, catalogue pictures) by default. The server refuses above
 * its own UPLOAD_LIMIT_BYTES, which defaults to this, and its 413 names the real limit; the console checks this one
 * first so a too-large file is refused before it is sent.
 */
export const DEFAULT_UPLOAD_LIMIT_BYTES = 8 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** '8 MB', '1.5 MB', '200 KB': a size limit in bytes as people read it (whole megabytes where it is one). */
export function formatFileSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.round(bytes / 1024)} KB`;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}

export function imageTooLargeMessage(maxBytes: number): string {
  return `The image must be at most ${formatFileSize(maxBytes)}.`;
}

/** An image an operator picked, checked as the server will check it. Null when fine. */
export function imageUploadProblem(
  file: { type: string; size: number },
  maxBytes: number = DEFAULT_UPLOAD_LIMIT_BYTES,
): string | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > maxBytes) return imageTooLargeMessage(maxBytes);
  return null;
}
