import { describe, expect, it } from 'vitest';
import { MAIN_PICTURE_TIMING, pictureLoading } from './main-picture';

describe('pictureLoading', () => {
  it('loads a main picture at once, with high priority, reported to the loader', () => {
    expect(pictureLoading(true)).toEqual({
      loading: 'eager',
      fetchPriority: 'high',
      elementtiming: MAIN_PICTURE_TIMING,
    });
  });

  it('loads any other picture lazily, neither prioritised nor reported', () => {
    expect(pictureLoading(false)).toEqual({ loading: 'lazy' });
  });
});
