import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UPLOAD_LIMIT_BYTES,
  formatFileSize,
  imageUploadProblem,
  mediaSrcSet,
  mediaVariant,
  PROPERTY_CARD_IMAGE_SIZES,
  propertyCardImage,
} from './media';

describe('media variants', () => {
  it('names the 320, 640 and 960 px siblings of a stored picture; other URLs stay as they are', () => {
    expect(mediaVariant('/media/a/b.webp', 640)).toBe('/media/a/b.w640.webp');
    expect(mediaVariant('/media/a/b.webp', 960)).toBe('/media/a/b.w960.webp');
    expect(mediaVariant('/media/a/b.webp', 1280)).toBe('/media/a/b.webp');
    expect(mediaVariant('https://cdn.example/b.webp', 320)).toBe('https://cdn.example/b.webp');
  });

  it('lists every width, or only those up to a cap (cards)', () => {
    expect(mediaSrcSet('/media/b.webp')).toBe(
      '/media/b.w320.webp 320w, /media/b.w640.webp 640w, /media/b.w960.webp 960w, /media/b.webp 1280w',
    );
    expect(mediaSrcSet('/media/b.webp', 640)).toBe('/media/b.w320.webp 320w, /media/b.w640.webp 640w');
    expect(mediaSrcSet('/other/b.jpg')).toBeUndefined();
    expect(mediaSrcSet(null)).toBeUndefined();
  });

  it("gives a card's picture at most 640 px, with the card's sizes", () => {
    expect(propertyCardImage('/media/b.webp')).toEqual({
      src: '/media/b.w640.webp',
      srcSet: '/media/b.w320.webp 320w, /media/b.w640.webp 640w',
      sizes: PROPERTY_CARD_IMAGE_SIZES,
    });
  });
});

describe('image uploads', () => {
  const MB = 1024 * 1024;

  it.each([
    [{ type: 'image/jpeg', size: DEFAULT_UPLOAD_LIMIT_BYTES }, undefined, null],
    [{ type: 'image/webp', size: 1 }, undefined, null],
    [{ type: 'image/png', size: DEFAULT_UPLOAD_LIMIT_BYTES + 1 }, undefined, 'The image must be at most 8 MB.'],
    [{ type: 'image/gif', size: 1 }, undefined, 'Choose a JPEG, PNG or WebP image.'],
    [{ type: 'image/jpeg', size: 3 * MB }, 2 * MB, 'The image must be at most 2 MB.'],
    [{ type: 'image/jpeg', size: 2 * MB }, 1.5 * MB, 'The image must be at most 1.5 MB.'],
  ])('%j under a limit of %s: %s', (file, limit, problem) => {
    expect(imageUploadProblem(file, limit)).toBe(problem);
  });

  it.each([
    [8 * MB, '8 MB'],
    [5 * MB, '5 MB'],
    [1.25 * MB, '1.3 MB'],
    [200 * 1024, '200 KB'],
    [2048, '2 KB'],
  ])('writes %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
