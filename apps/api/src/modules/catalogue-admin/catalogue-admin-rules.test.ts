import { describe, expect, it } from 'vitest';
import {
  amenityGroupMoves,
  archiveRoomTypeProblem,
  cityDeleteProblem,
  mediaOrderProblem,
  publishChecklist,
  publishProblem,
} from './catalogue-admin-rules.js';

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

describe('archiving a room type', () => {
  const b = (code: string) => ({
    id: code,
    code,
    guestName: 'Asha Kamat',
    checkIn: '2030-12-24',
    checkOut: '2030-12-27',
    status: 'confirmed',
  });
  it('is refused while bookings are to come, listing them', () => {
    expect(archiveRoomTypeProblem({ name: 'Garden Suite' }, [])).toBeNull();
    expect(archiveRoomTypeProblem({ name: 'Garden Suite' }, [b('A')])).toEqual({
      message: 'Garden Suite has a booking still to come, so it cannot be archived. Move or cancel that booking first.',
      details: { bookings: [b('A')] },
    });
    expect(archiveRoomTypeProblem({ name: 'Garden Suite' }, [b('A'), b('B')])?.message).toBe(
      'Garden Suite has 2 bookings still to come, so it cannot be archived. Move or cancel them first.',
    );
  });
});

describe('publishing a draft property', () => {
  const facts = { photos: 1, roomTypesWithPlan: 1, policies: 2, contacts: 1 };
  it('needs a photo, a room type with a plan, policies and a contact', () => {
    expect(publishChecklist(facts).every((i) => i.done)).toBe(true);
    expect(publishProblem({ name: 'Casa', status: 'draft' }, publishChecklist(facts))).toBeNull();
    const missing = publishChecklist({ ...facts, photos: 0, contacts: 0 });
    expect(missing.filter((i) => !i.done).map((i) => i.key)).toEqual(['photo', 'contact']);
    expect(publishProblem({ name: 'Casa', status: 'draft' }, missing)).toEqual({
      message: 'Casa cannot be published until its checklist is complete (2 items missing).',
      details: { missing: ['photo', 'contact'] },
    });
  });
  it('does not publish an archived property', () => {
    expect(publishProblem({ name: 'Casa', status: 'archived' }, publishChecklist(facts))?.message).toBe(
      'Casa is archived; restore it instead of publishing it.',
    );
  });
});

describe('amenityGroupMoves', () => {
  const rows = (list: string) =>
    list.split(' ').map((pair) => {
      const [id = '', groupTitle = ''] = pair.split('=');
      return { id, groupTitle };
    });
  it.each([
    { case: 'keeps every heading still in use', before: 'a=Popular b=Spa', after: 'a=Popular b=Spa c=Spa', moves: [] },
    {
      case: 'moves a renamed group’s words to its new heading',
      before: 'a=Popular b=Wellness c=Wellness',
      after: 'a=Popular b=Well-being c=Well-being d=Well-being',
      moves: [{ from: 'Wellness', to: 'Well-being' }],
    },
    {
      case: 'moves them when a group is renamed and reordered with a new amenity in it',
      before: 'a=Spa',
      after: 'n=Wellness a=Wellness',
      moves: [{ from: 'Spa', to: 'Wellness' }],
    },
    {
      case: 'deletes a group whose amenities are all removed',
      before: 'a=Popular b=Spa',
      after: 'a=Popular',
      moves: [{ from: 'Spa', to: null }],
    },
    {
      case: 'deletes a group split between two headings',
      before: 'a=Spa b=Spa',
      after: 'a=Wellness b=Fitness',
      moves: [{ from: 'Spa', to: null }],
    },
    {
      case: 'deletes a group merged into one already there',
      before: 'a=Popular b=Spa',
      after: 'a=Popular b=Popular',
      moves: [{ from: 'Spa', to: null }],
    },
    {
      case: 'deletes both of two groups renamed to one new heading',
      before: 'a=Spa b=Gym',
      after: 'a=Wellness b=Wellness',
      moves: [
        { from: 'Spa', to: null },
        { from: 'Gym', to: null },
      ],
    },
    {
      case: 'deletes a group whose amenities were replaced by new ones under another heading',
      before: 'a=Spa',
      after: 'n=Wellness',
      moves: [{ from: 'Spa', to: null }],
    },
  ])('$case', ({ before, after, moves }) => {
    expect(amenityGroupMoves(rows(before), rows(after))).toEqual(moves);
  });
});
