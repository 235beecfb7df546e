export { MEDIA_WIDTHS, mediaSrcSet, mediaVariant } from '@staybook/contract/media';

/** Shown wherever an image is missing or fails to load. */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e2e8f0"/><path d="M150 190l40-50 30 35 20-22 40 37z" fill="#94a3b8"/><circle cx="250" cy="115" r="16" fill="#94a3b8"/></svg>',
  );
