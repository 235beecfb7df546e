/**
 * Images under /media/ are stored at 1280 px wide with siblings at 640 and 320 px
 * (`x.webp` → `x.w640.webp`, `x.w320.webp`); the seed and the console's uploads both follow this.
 * Zod-free: the guest pages' first load and the server's page heads both use it.
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
