import type { APIRequestContext } from '@playwright/test';
import type { Room } from '@staybook/contract/catalogue';
import { formatDayWithWeekday } from '@staybook/contract/format';
import { unixToIstDate } from '@staybook/contract/stay-dates';
import { tryInsteadLabel } from '@staybook/contract/unavailable-nights';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { adminSession, authHeader } from './support/auth';
import { findBookableRoom, type Stay, selectRoomsUrl, stayFromToday } from './support/booking';

/**
 * Sold-out nights named, with the nearest stay instead (issue 16). An admin closes the first night of a stay for
 * every room of a property booked on this site (nights 200+ days ahead, a property no other story uses); the guest
 * reads which night, follows "Try … instead" and can add the room; the property page's badge tells the truth for
 * both stays.
 */

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

const GUESTS = { adults: 1, children: 0 };

async function roomsFor(request: APIRequestContext, propertyId: string, stay: Stay): Promise<Room[]> {
  const res = await request.get('/property/v1/app/rooms', { params: { propertyId, ...stay } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: Room[] }).data;
}

const propertyUrl = (propertyId: string, stay: Stay) =>
  `/property-details/${propertyId}?${new URLSearchParams({
    checkInDate: String(stay.checkInDate),
    checkOutDate: String(stay.checkOutDate),
    adults: String(GUESTS.adults),
    children: String(GUESTS.children),
  })}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [i, size] of sizes.entries()) {
  test.describe(`sold-out nights (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('a guest reads which night is closed, tries the nearest stay instead and can add the room', async ({
      page,
      request,
    }) => {
      await skipIntro(page);
      const asked = stayFromToday(210 + i * 7, 2);
      const room = await findBookableRoom(request, asked, { skip: 16 + i });
      const night = unixToIstDate(asked.checkInDate);

      // The admin closes the stay's first night for every room of the property booked on this site.
      const admin = await adminSession(request);
      const ours = (await roomsFor(request, room.propertyId, asked)).filter((r) => !r.url);
      for (const r of ours) {
        const res = await request.post('/api/admin/inventory/bulk', {
          headers: authHeader(admin),
          data: { roomTypeId: r.id, from: night, to: night, action: 'close' },
        });
        expect(res.ok(), await res.text()).toBeTruthy();
      }
      const offered = (await roomsFor(request, room.propertyId, asked)).find((r) => r.id === room.roomId);
      expect(offered?.closedNights).toEqual([asked.checkInDate]);
      const alternative = offered?.alternativeStay;
      if (!alternative) throw new Error('the API offered no stay instead');

      // The rooms page names the night instead of "Not Available" and offers the stay.
      await page.goto(selectRoomsUrl(room, asked, GUESTS));
      const card = page.getByRole('article', { name: room.roomName });
      await expect(card.getByText(`Closed on ${formatDayWithWeekday(night)}`)).toBeVisible();
      await expect(card.getByRole('button', { name: `Add Room: ${room.roomName}` })).toHaveCount(0);
      await expectAccessible(page);
      const tryLink = card.getByRole('link', { name: new RegExp(`^${escapeRegExp(tryInsteadLabel(alternative))}`) });
      await tryLink.scrollIntoViewIfNeeded();
      await tryLink.click();

      // The same page for the offered stay, guests kept: the room can be added.
      await expect(page).toHaveURL((url) => {
        const q = url.searchParams;
        return (
          url.pathname === '/select-rooms' &&
          q.get('checkInDate') === String(alternative.checkInDate) &&
          q.get('checkOutDate') === String(alternative.checkOutDate) &&
          q.get('adults') === String(GUESTS.adults) &&
          q.get('propertyId') === room.propertyId
        );
      });
      await page.getByRole('button', { name: `Add Room: ${room.roomName}` }).click();
      await expect(page.getByRole('button', { name: `Decrease ${room.roomName} rooms` })).toBeVisible();

      // The property page: sold out for the stay asked, with a way to the nearest stay; available for that one.
      await page.goto(propertyUrl(room.propertyId, asked));
      await expect(page.getByText('Sold out for your dates', { exact: true })).toBeVisible();
      await expect(page.getByText('Available for your dates')).toHaveCount(0);
      await expectAccessible(page);
      const badgeLink = page.getByRole('link', { name: /^Try .+ instead$/ });
      await badgeLink.click();
      await expect(page).toHaveURL(/\/property-details\//);
      await expect(page.getByText('Available for your dates')).toBeVisible();
      await expect(page.getByText('Sold out for your dates', { exact: true })).toHaveCount(0);
      const shown = new URL(page.url()).searchParams;
      const nowStay = {
        checkInDate: Number(shown.get('checkInDate')),
        checkOutDate: Number(shown.get('checkOutDate')),
      };
      expect(nowStay.checkOutDate - nowStay.checkInDate).toBe(asked.checkOutDate - asked.checkInDate);
      expect((await roomsFor(request, room.propertyId, nowStay)).some((r) => !r.url && r.available > 0)).toBe(true);
    });
  });
}
