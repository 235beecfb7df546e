import { describe, expect, it } from 'vitest';
import { mediaSrcSet, mediaVariant, PROPERTY_CARD_IMAGE_SIZES, propertyCardImage } from './media';

describe('media variants', () => {
  it('names the 320 and 640 px siblings of a stored picture; other URLs stay as they are', () => {
    expect(mediaVariant('/media/a/b.webp', 640)).toBe('/media/a/b.w640.webp');
    expect(mediaVariant('/media/a/b.webp', 1280)).toBe('/media/a/b.webp');
    expect(mediaVariant('https://cdn.example/b.webp', 320)).toBe('https://cdn.example/b.webp');
  });

  it('lists every width, or only those up to a cap (cards)', () => {
    expect(mediaSrcSet('/media/b.webp')).toBe('/media/b.w320.webp 320w, /media/b.w640.webp 640w, /media/b.webp 1280w');
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
