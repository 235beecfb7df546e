import type { APIRequestContext } from '@playwright/test';
import { addDays, type IsoDate, istDateToUnix, todayIst } from '@staybook/contract';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { type Stay, selectRoomsUrl } from './support/booking';

/**
 * The hotel's stay restrictions as a guest meets them: the seeded catalogue sells the coming peak week at Goa's
 * Elite and Imperial properties for at least 3 nights (apps/api/src/seed/stay-restrictions.ts).
 */

/** 24 Dec of this year, or of next year once it has passed (the seed's coming peak week). */
function peakArrival(): IsoDate {
  const today = todayIst();
  const year = Number(today.slice(0, 4));
  return today <= `${year}-12-24` ? `${year}-12-24` : `${year + 1}-12-24`;
}

const stayOf = (checkIn: IsoDate, nights: number): Stay => ({
  checkInDate: istDateToUnix(checkIn),
  checkOutDate: istDateToUnix(addDays(checkIn, nights)),
});

type Json = Record<string, unknown>;

/** A Goa Elite property, listed for 3 peak nights, with a room booked on this site that 1 night is refused for. */
async function findPeakProperty(request: APIRequestContext, oneNight: Stay, threeNights: Stay) {
  const list = await request.get('/property/v1/app/property', {
    params: { ...threeNights, city: 'Goa', category: 'Elite', limit: 50 },
  });
  expect(list.ok()).toBeTruthy();
  for (const property of (await list.json()).data.data as Json[]) {
    const rooms = await request.get('/property/v1/app/rooms', {
      params: { propertyId: String(property.id), ...oneNight },
    });
    const room = ((await rooms.json()).data as Json[]).find((r) => !r.url && r.unavailableReason);
    if (room)
      return { propertyId: String(property.id), propertyName: String(property.name), roomName: String(room.name) };
  }
  throw new Error('no Goa Elite property with a peak-week minimum stay in the seeded catalogue');
}

test.beforeEach(async ({ page }) => {
  await skipIntro(page);
});

test('a 1-night stay refused in peak week with the reason', async ({ page, request }) => {
  const arrival = peakArrival();
  const oneNight = stayOf(arrival, 1);
  const property = await findPeakProperty(request, oneNight, stayOf(arrival, 3));

  // Asked for one night, the property is not offered in the list for that night…
  const list = await request.get('/property/v1/app/property', {
    params: { ...oneNight, city: 'Goa', category: 'Elite', limit: 50 },
  });
  expect(((await list.json()).data.data as Json[]).map((p) => p.name)).not.toContain(property.propertyName);

  // …and its rooms page says why, on the room's card.
  await page.goto(selectRoomsUrl(property, oneNight));
  await expect(page.getByRole('heading', { level: 1, name: property.propertyName })).toBeVisible();
  const card = page.getByRole('article', { name: property.roomName });
  const notAvailable = card.getByRole('button', { name: 'Not Available' });
  await expect(notAvailable).toBeDisabled();
  await expect(notAvailable).toHaveAccessibleDescription('Minimum stay 3 nights from 24 Dec');
  await expect(card.getByText('Minimum stay 3 nights from 24 Dec')).toBeVisible();
  await expectAccessible(page);
});
