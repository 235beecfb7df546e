import { describe, expect, it } from 'vitest';
import { cityDeleteProblem, mediaOrderProblem } from './catalogue-admin-rules.js';

describe('mediaOrderProblem', () => {
  it.each([
    { case: 'accepts a new order of the same pictures', current: ['a', 'b', 'c'], ids: ['c', 'a', 'b'], problem: null },
    { case: 'accepts an empty order of no pictures', current: [], ids: [], problem: null },
    {
      case: 'refuses a picture listed twice',
      current: ['a', 'b'],
      ids: ['a', 'a'],
      problem: { message: 'ids: each picture may appear only once.' },
    },
    {
      case: 'names pictures that are not the property’s and pictures left out',
      current: ['a', 'b'],
      ids: ['a', 'x'],
      problem: {
        message: 'ids must list every picture of the property exactly once.',
        details: { unknown: ['x'], missing: ['b'] },
      },
    },
  ])('$case', ({ current, ids, problem }) => {
    expect(mediaOrderProblem(current, ids)).toEqual(problem);
  });
});

describe('cityDeleteProblem', () => {
  it('lets a city without properties go', () => {
    expect(cityDeleteProblem({ name: 'Panaji', propertyCount: 0 })).toBeNull();
  });

  it.each([
    [1, 'Panaji has 1 property, so it cannot be deleted.'],
    [3, 'Panaji has 3 properties, so it cannot be deleted.'],
  ])('keeps a city with %i properties, saying how many', (propertyCount, start) => {
    const problem = cityDeleteProblem({ name: 'Panaji', propertyCount });
    expect(problem?.message.startsWith(start)).toBe(true);
    expect(problem?.details).toEqual({ propertyCount });
  });
});
