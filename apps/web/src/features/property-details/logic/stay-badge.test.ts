import { describe, expect, it } from 'vitest';
import type { RoomCardView } from './room-view';
import { stayBadgeOf } from './stay-badge';

const DAY = 86_400;
const CHECK_IN = 1_798_137_000;

function room(overrides: Partial<RoomCardView> = {}): RoomCardView {
  return {
    id: 'r',
    title: 'Room',
    description: '',
    roomType: '',
    rating: 0,
    adults: { base: 2, max: 2 },
    children: { base: 0, max: 0 },
    images: [],
    amenities: [],
    isAvailable: true,
    isExternal: false,
    alternativeStay: null,
    ...overrides,
  };
}
const offer = (days: number) => ({ checkInDate: CHECK_IN + days * DAY, checkOutDate: CHECK_IN + (days + 2) * DAY });

describe('stayBadgeOf', () => {
  it.each<[string, RoomCardView[] | undefined, ReturnType<typeof stayBadgeOf>]>([
    ['nothing while the rooms are unknown', undefined, null],
    ['nothing for a property without rooms', [], null],
    ['nothing when every room is booked on a partner’s site', [room({ isExternal: true })], null],
    ['available when one room can be booked', [room({ isAvailable: false }), room()], { kind: 'available' }],
    [
      'sold out when only a partner’s room is free',
      [room({ isAvailable: false }), room({ isExternal: true, alternativeStay: null })],
      { kind: 'sold-out', alternative: null },
    ],
    [
      'sold out with the nearest offered stay',
      [
        room({ isAvailable: false, alternativeStay: offer(5) }),
        room({ isAvailable: false, alternativeStay: offer(-2) }),
        room({ isAvailable: false }),
      ],
      { kind: 'sold-out', alternative: offer(-2) },
    ],
    [
      'the later of two equally near stays',
      [
        room({ isAvailable: false, alternativeStay: offer(-3) }),
        room({ isAvailable: false, alternativeStay: offer(3) }),
      ],
      { kind: 'sold-out', alternative: offer(3) },
    ],
    [
      'never a partner’s room’s stay',
      [
        room({ isAvailable: false, alternativeStay: offer(9) }),
        room({ isAvailable: false, isExternal: true, alternativeStay: offer(1) }),
      ],
      { kind: 'sold-out', alternative: offer(9) },
    ],
  ])('%s', (_name, rooms, badge) => {
    expect(stayBadgeOf(rooms, CHECK_IN)).toEqual(badge);
  });
});
