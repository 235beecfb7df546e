import type { APIRequestContext, Page } from '@playwright/test';
import type { PropertyListResponse, RoomsResponse } from '@staybook/contract/catalogue';
import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, freshPhone, signIn } from './support/auth';
import { paidBookingOverApi, type Stay, stayFromToday } from './support/booking';

/**
 * Issue 23, changes: a staff room change refunded the difference. A guest's paid booking of a property's dearer room
 * type is opened in the console; the desk changes it to a cheaper room type with a reason, sees the refund in the
 * review, confirms, and finds the change with its refund in the booking's Changes.
 */

const viewports = [
  { name: '1366×900', viewport: { width: 1366, height: 900 }, startInDays: 245 },
  { name: '390×844', viewport: { width: 390, height: 844 }, startInDays: 255 },
];

interface TwoRooms {
  propertyId: string;
  dearer: { roomId: string; roomName: string };
  cheaper: { roomId: string; roomName: string };
}

/** A property selling two room types on this site, free for the stay, at different prices (the dearer is booked). */
async function propertyWithTwoPrices(request: APIRequestContext, stay: Stay): Promise<TwoRooms> {
  const res = await request.get('/property/v1/app/property', { params: { ...stay, limit: 50 } });
  expect(res.ok()).toBeTruthy();
  const properties = ((await res.json()) as PropertyListResponse).data.data;
  for (const { id } of properties) {
    const roomsRes = await request.get('/property/v1/app/rooms', { params: { propertyId: id, ...stay } });
    if (!roomsRes.ok()) continue;
    const total = (r: RoomsResponse['data'][number]) => r.price.reduce((sum, n) => sum + n.rate, 0);
    const rooms = ((await roomsRes.json()) as RoomsResponse).data
      .filter((r) => !r.url && r.available > 0 && r.price.every((n) => n.available_inventory > 0))
      .sort((a, b) => total(b) - total(a));
    const [dearer, cheaper] = [rooms[0], rooms.at(-1)];
    if (dearer && cheaper && total(dearer) > total(cheaper))
      return {
        propertyId: id,
        dearer: { roomId: dearer.id, roomName: dearer.name },
        cheaper: { roomId: cheaper.id, roomName: cheaper.name },
      };
  }
  throw new Error('no property with two room types at different prices for this stay');
}

/** The page itself never scrolls sideways (a table may, inside its own box): the desk works on a 390 px phone. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page, `page is ${widths.page}px wide in a ${widths.view}px window`).toBeLessThanOrEqual(widths.view);
}

for (const { name, viewport, startInDays } of viewports) {
  test.describe(`a staff room change (${name})`, () => {
    test.use({ viewport });

    test('a staff room change refunded the difference', async ({ page, request }) => {
      const stay = stayFromToday(startInDays, 2);
      const rooms = await propertyWithTwoPrices(request, stay);
      const booking = await paidBookingOverApi(
        request,
        { propertyId: rooms.propertyId, roomId: rooms.dearer.roomId },
        stay,
        { name: 'Rohan Pai', email: 'rohan.change@example.com', phone: freshPhone('8') },
      );

      await signIn(page, ADMIN_PHONE);
      await page.goto(`/admin/bookings/${booking.bookingId}`);
      await expect(page.getByRole('heading', { name: `Booking ${booking.code}`, level: 1 })).toBeVisible();
      await expect(page.getByText('No changes so far.')).toBeVisible();

      await page.getByRole('button', { name: 'Change booking' }).click();
      const dialog = page.getByRole('dialog', { name: `Change booking ${booking.code}` });
      const roomType = dialog.getByLabel('Room type');
      await expect(roomType).toHaveValue(rooms.dearer.roomId);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await roomType.selectOption(rooms.cheaper.roomId);
      await dialog.getByLabel('Reason for the change (required)').fill('Pool suite out of order; guest moved');
      await dialog.getByRole('button', { name: 'Review change' }).click();
      const review = dialog.getByRole('region', { name: 'The change' });
      await expect(review.getByRole('heading', { name: 'After' }).locator('..')).toContainText(rooms.cheaper.roomName);
      const refunded = review.getByText('Refunded', { exact: true }).locator('xpath=following-sibling::dd[1]');
      // Money that moved: whole rupees, or with its paise when it has some.
      await expect(refunded).toHaveText(/^₹[\d,]+(\.\d{2})?$/);
      const refund = (await refunded.textContent()) ?? '';
      // A lower price needs no choice of how to collect it.
      await expect(dialog.getByRole('radio', { name: 'Send a payment link' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await dialog.getByRole('button', { name: 'Confirm change' }).click();
      await expect(dialog).toBeHidden();
      const entry = page.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem').first();
      await expect(entry).toContainText(rooms.cheaper.roomName);
      await expect(entry).toContainText('Reason: Pool suite out of order; guest moved');
      await expect(entry).toContainText(refund);
      await expect(entry).toContainText(/refund/i);
      await expect(page.getByRole('heading', { name: 'Rooms', exact: true }).locator('..')).toContainText(
        rooms.cheaper.roomName,
      );
      await expectAccessible(page);
    });
  });
}
