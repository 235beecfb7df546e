import type { RoomDetailsResponse } from '@staybook/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { isValidRoomId, toRoomDetailsView } from './room-details-view';
import { readStayContext } from './stay-context';

const body: RoomDetailsResponse = {
  success: true,
  data: [
    {
      type: 'roomInfo',
      id: 'roomInfo',
      data: {
        id: 'r1',
        title: 'Pool Suite',
        description: 'Steps from the pool.',
        images: [{ url: '/media/s1.webp', width: 1280, height: 853 }],
        propertyId: 'p1',
        propertyName: 'Casa Azul',
        size: 420,
        maxAdults: 4,
        maxChildren: 2,
      },
    },
    {
      type: 'roomHighlights',
      id: 'roomHighlights',
      data: [
        {
          title: 'Highlights',
          roomMedia: [
            { title: 'Bathroom', images: [{ url: '/media/b1.webp' }, { url: '/media/b2.webp' }] },
            { title: 'Empty', images: [] },
          ],
        },
      ],
    },
    { type: 'policy', id: 'policy', data: [{ id: 'x', title: 'No smoking', description: 'Anywhere indoors.' }] },
    { type: 'addons', id: 'addons', data: [] },
  ],
};

describe('toRoomDetailsView', () => {
  it('reads the room, its highlight tiles (with images only) and policies', () => {
    const view = toRoomDetailsView(body);
    expect(view).toMatchObject({ title: 'Pool Suite', propertyId: 'p1', size: 420, maxAdults: 4 });
    expect(view?.highlights).toEqual([
      {
        title: 'Bathroom',
        images: [
          { url: '/media/b1.webp', title: 'Bathroom', width: null, height: null },
          { url: '/media/b2.webp', title: 'Bathroom', width: null, height: null },
        ],
      },
    ]);
    expect(view?.policies).toEqual([{ id: 'x', title: 'No smoking', description: 'Anywhere indoors.' }]);
  });

  it('answers null without a roomInfo section', () => {
    expect(toRoomDetailsView({ success: true, data: [] })).toBeNull();
    expect(toRoomDetailsView(null)).toBeNull();
  });

  it('accepts only uuids as room ids', () => {
    expect(isValidRoomId('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe(true);
    expect(isValidRoomId('abc')).toBe(false);
    expect(isValidRoomId(undefined)).toBe(false);
  });
});

describe('readStayContext', () => {
  it('reads the URL first, then state, and drops junk', () => {
    const search = new URLSearchParams('checkInDate=1775000000&adults=x');
    expect(readStayContext(search, { checkOutDate: 1775172800, adults: 3, children: -1 })).toEqual({
      checkInDate: 1775000000,
      checkOutDate: 1775172800,
    });
    expect(readStayContext(new URLSearchParams(), null)).toEqual({});
  });
});
