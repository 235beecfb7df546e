import { describe, expect, it } from 'vitest';
import { bookedRooms } from './booked-rooms';

const rooms = [
  { id: 'r1', name: 'Deluxe Room' },
  { id: 'r2', name: 'Pool Villa' },
];

describe('bookedRooms', () => {
  it.each([
    ['one room type', [{ title: 'Deluxe Room' }, { title: 'Check-in' }], ['r1']],
    ['two room types, in booking order', [{ title: 'pool villa ' }, { title: 'Deluxe Room' }], ['r2', 'r1']],
    ['no room rows', [{ title: 'Nights' }], []],
    ['a repeated name once', [{ title: 'Deluxe Room' }, { title: 'Deluxe Room' }], ['r1']],
  ])('%s', (_n, rows, ids) => {
    expect(bookedRooms(rows, rooms).map((r) => r.id)).toEqual(ids);
  });
});
