import type { AdminRoom, RoomAssignments } from '@staybook/contract/admin-rooms';
import { addDays, type IsoDate } from '@staybook/contract/stay-dates';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gridNights, gridRows } from '../logic/room-grid';
import { RoomGridTable } from './room-grid-table';

/**
 * Issue 44's figure is a property of 60 rooms over 31 nights drawn in under a second in the browser: the story
 * e2e/console-room-grid-moves.spec.ts times it in Chromium. Here the same kind of layout (two of every three nights sold
 * as 1–5-night stays, each type carrying blocks) is drawn in jsdom, several times slower than a browser and shared with
 * other work on the test machine, as a guard against a drawing that grows faster than the grid: the 14-night window of
 * the same rooms is drawn in the same run as the baseline and the ratio printed and held. No absolute time is held here
 * (a full suite on two shared cores drew the month in 4.9 s once, against 1–2 s alone): the story times it in Chromium.
 */
const FROM: IsoDate = '2026-12-01';

function layout(rooms: number, nights: number): RoomAssignments {
  const types = ['Deluxe', 'Premium', 'Suite', 'Family'];
  const list: AdminRoom[] = Array.from({ length: rooms }, (_, i) => ({
    id: `room-${i}`,
    propertyId: 'p',
    roomTypeId: `type-${i % 4}`,
    roomTypeName: types[i % 4]!,
    number: String(101 + i),
    floor: 1 + Math.floor(i / 20),
    features: i % 5 === 0 ? ['sea view'] : [],
    connectsToRoomId: null,
    connectsToNumber: null,
    outOfService: null,
    lastUsedOn: null,
  }));
  const statuses = ['confirmed', 'checked_in', 'pending_payment', 'completed'];
  const assignments: RoomAssignments['assignments'] = [];
  let code = 1000;
  for (const room of list) {
    // Stays of 1–5 nights with a free night between every two: about two nights in three sold.
    for (let night = -2, k = Number(room.number); night < nights; night += 1 + ((k + night) % 5) + 1, k++) {
      const length = 1 + ((k + night) % 5);
      code++;
      assignments.push({
        roomId: room.id,
        bookingId: `b${code}`,
        bookingCode: `SB${code}`,
        bookingRoomId: `l${code}`,
        slot: 0,
        guestName: `Guest ${code}`,
        status: statuses[code % 4]!,
        from: addDays(FROM, night),
        to: addDays(FROM, night + length - 1),
      });
    }
  }
  return {
    propertyId: 'p',
    from: FROM,
    to: addDays(FROM, nights - 1),
    rooms: list,
    assignments,
    outOfService: [{ roomId: 'room-7', blockId: 'oos', reason: 'Leak', from: addDays(FROM, 3), to: addDays(FROM, 5) }],
    blocks: [0, 1, 2, 3].map((t) => ({
      blockId: `blk${t}`,
      roomTypeId: `type-${t}`,
      kind: 'owner_stay' as const,
      reason: 'Owner',
      rooms: 1,
      from: addDays(FROM, t * 2),
      to: addDays(FROM, t * 2 + 3),
    })),
  };
}

function drawn(rooms: number, nights: number): number {
  const data = layout(rooms, nights);
  const started = performance.now();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RoomGridTable
            propertyId="p"
            types={gridRows(data, FROM, nights)}
            dates={gridNights(FROM, nights)}
            today={FROM}
            onMove={() => {}}
            onDrop={() => {}}
            onResize={() => {}}
          />
        ),
      },
    ],
    { initialEntries: ['/admin/room-grid'] },
  );
  const { container, unmount } = render(<RouterProvider router={router} />);
  expect(container.querySelector('table')).not.toBeNull();
  const ms = performance.now() - started;
  expect(document.querySelectorAll('tr[data-testid="grid-room"]')).toHaveLength(rooms);
  unmount();
  return ms;
}

describe('the room grid’s drawing time', () => {
  it('draws 60 rooms × 31 nights about as fast per night as 14 nights, even in jsdom', {
    timeout: 30_000,
  }, () => {
    drawn(10, 14); // warm the modules and JIT, as a browser would have
    // The best of three of each: the machine is shared, and a pause of another process is not the grid's time.
    const best = (nights: number) => Math.min(drawn(60, nights), drawn(60, nights), drawn(60, nights));
    const baseline = best(14);
    const month = best(31);
    console.info(
      `room grid, 60 rooms: 31 nights ${month.toFixed(0)} ms, 14 nights ${baseline.toFixed(0)} ms (ratio ${(month / baseline).toFixed(2)})`,
    );
    // A month is 2.2 times the nights of a fortnight: drawing it may not cost more than that, plus noise.
    expect(month / baseline).toBeLessThan(3);
  });
});
