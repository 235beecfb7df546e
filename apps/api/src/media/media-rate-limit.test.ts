import { describe, expect, it } from 'vitest';
import { mediaRateLimitPerMinute } from './media.routes';

describe('mediaRateLimitPerMinute', () => {
  it.each([
    ['the default, with the general limit on', undefined, 600, 300],
    ['off with the general limit off (tests, benchmarks)', undefined, 0, 0],
    ['as configured, even with the general limit off', 3, 0, 3],
    ['off when configured 0', 0, 600, 0],
  ])('is %s', (_name, media, general, expected) => {
    expect(mediaRateLimitPerMinute({ MEDIA_RATE_LIMIT_PER_MINUTE: media, RATE_LIMIT_PER_MINUTE: general })).toBe(
      expected,
    );
  });
});
