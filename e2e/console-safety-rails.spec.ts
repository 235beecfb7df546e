import type { APIRequestContext, Page } from '@playwright/test';
import type { RoomsResponse } from '@staybook/contract/catalogue';
import { todayIst } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, freshPhone, signIn } from './support/auth';
import { type BookableRoom, findBookableRoom, paidBookingOverApi, type Stay, stayFromToday } from './support/booking';

/**
 * Issue 23's safety rails at the desk: a stay action is confirmed in the server's words and can be undone for ten
 * minutes (an undone early check-out, at 1366×900), and the desk works on a 390 px phone (bookings list, booking
 * details, the day view and a stay action, with no sideways scrolling of the page).
 */

async function nightsFree(request: APIRequestContext, room: BookableRoom, stay: Stay): Promise<number[]> {
  const res = await request.get('/property/v1/app/rooms', { params: { propertyId: room.propertyId, ...stay } });
  expect(res.ok()).toBeTruthy();
  const found = ((await res.json()) as RoomsResponse).data.find((r) => r.id === room.roomId);
  expect(found, `room ${room.roomId} is listed`).toBeTruthy();
  return found!.price.map((n) => n.available_inventory);
}

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The page itself never scrolls sideways (a table may, inside its own box). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page, `page is ${widths.page}px wide in a ${widths.view}px window`).toBeLessThanOrEqual(widths.view);
}

test.describe('an undone early check-out (1366×900)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the desk checks a guest in and out on the arrival day, is told every night goes back, and undoes it', async ({
    page,
    request,
  }) => {
    const stay = stayFromToday(0, 3);
    const room = await findBookableRoom(request, stay, { skip: 9 });
    const before = await nightsFree(request, room, stay);
    const booking = await paidBookingOverApi(request, room, stay, {
      name: 'Asha Kamat',
      email: 'asha.rails@example.com',
      phone: freshPhone('6'),
    });
    expect(await nightsFree(request, room, stay)).toEqual(before.map((n) => n - 1));

    await signIn(page, ADMIN_PHONE);
    await page.goto(`/admin/arrivals?propertyId=${room.propertyId}`);
    await expect(page.getByRole('heading', { name: 'Arrivals & departures', level: 1 })).toBeVisible();
    const arrivals = page.getByLabel('Arrivals table');
    const arrival = arrivals.getByTestId('day-row').filter({ hasText: booking.code });
    await expect(arrival).toBeVisible();

    // Check-in asks first; going back changes nothing.
    await arrival.getByRole('button', { name: `Check in ${booking.code} (Asha Kamat)` }).click();
    const checkIn = page.getByRole('dialog', { name: 'Check in Asha Kamat?' });
    await expect(checkIn).toContainText('Asha Kamat is marked in house for 3 nights');
    await expect(checkIn).toContainText('It can be undone for 10 minutes.');
    await checkIn.getByRole('button', { name: 'Go back' }).click();
    await expect(checkIn).toBeHidden();
    await expect(arrival).toContainText('Confirmed');
    await arrival.getByRole('button', { name: `Check in ${booking.code} (Asha Kamat)` }).click();
    await page.getByRole('dialog', { name: 'Check in Asha Kamat?' }).getByRole('button', { name: 'Check in' }).click();
    await expect(arrival).toContainText('Checked in');
    // A guest who arrived today is in house tonight.
    await expect(
      page.getByLabel('In house table').getByTestId('day-row').filter({ hasText: booking.code }),
    ).toBeVisible();

    // Checking out on the arrival day: the confirmation says all three nights go back and what is kept.
    const out = arrival.getByRole('button', { name: `Check out ${booking.code} (Asha Kamat)` });
    await expect(out).toHaveText('Check out early');
    await out.click();
    const early = page.getByRole('dialog', { name: 'Check out Asha Kamat early?' });
    await expect(early.getByTestId('stay-action-consequence')).toHaveText(
      new RegExp(
        `^It is the arrival day: all 3 nights \\(.+\\) go back on sale and the stay ends; the policy keeps ${rupees(booking.rate_details.totalPostTax)}\\.$`,
      ),
    );
    await expectAccessible(page);
    await early.getByRole('button', { name: 'Check out early' }).click();
    await expect(early).toBeHidden();
    await expect(
      page.getByLabel('Early departures table').getByTestId('day-row').filter({ hasText: booking.code }),
    ).toBeVisible();
    await expect(
      page.getByLabel('Arrivals table').getByTestId('day-row').filter({ hasText: booking.code }),
    ).toContainText('Completed');
    expect(await nightsFree(request, room, stay)).toEqual(before);

    // Undo, within ten minutes: the guest is in house again and the nights are taken back.
    const undo = page.getByRole('button', { name: `Undo check-out of booking ${booking.code}` });
    await expect(page.getByRole('status').filter({ hasText: 'Undo check-out possible until' })).toBeVisible();
    await undo.click();
    await expect(undo).toBeHidden();
    await expect(
      page.getByLabel('In house table').getByTestId('day-row').filter({ hasText: booking.code }),
    ).toBeVisible();
    await expect(page.getByText('Nobody left early on this day.')).toBeVisible();
    expect(await nightsFree(request, room, stay)).toEqual(before.map((n) => n - 1));

    // The day is in the URL: a reload keeps it.
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${todayIst()}`));
    await page.reload();
    await expect(page.getByLabel('Day')).toHaveValue(todayIst());

    // The booking's history shows the action and its undo, with who made them.
    await page.getByLabel('In house table').getByRole('link', { name: booking.code }).click();
    await expect(page.getByRole('heading', { name: `Booking ${booking.code}` })).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText('Checked in');
    const timeline = page.getByRole('list', { name: 'Booking timeline, oldest first' });
    await expect(timeline).toContainText('Checked out by +91 9000000001');
    await expect(timeline).toContainText('Check-out undone by +91 9000000001');
    await expect(page.getByRole('button', { name: 'Check out early' })).toBeVisible();
  });
});

test.describe('the desk on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('bookings list, booking details, the day view and a confirmed check-in, with no sideways scrolling', async ({
    page,
    request,
  }) => {
    const stay = stayFromToday(0, 2);
    const room = await findBookableRoom(request, stay, { skip: 11 });
    const booking = await paidBookingOverApi(request, room, stay, {
      name: 'Ravi Phone',
      email: 'asha.rails@example.com',
      phone: freshPhone('6'),
    });

    await signIn(page, ADMIN_PHONE);
    await page.goto(`/admin/bookings?q=${booking.code}`);
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    const row = page.getByTestId('booking-row').filter({ hasText: booking.code });
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page);

    await row.getByRole('link', { name: booking.code }).click();
    await expect(page.getByRole('heading', { name: `Booking ${booking.code}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Check in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check in Ravi Phone?' });
    const confirm = dialog.getByRole('button', { name: 'Check in' });
    await expect(confirm).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await confirm.click();
    await expect(page.getByTestId('booking-status')).toHaveText('Checked in');
    const undo = page.getByRole('button', { name: `Undo check-in of booking ${booking.code}` });
    await expect(undo).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto(`/admin/arrivals?date=${todayIst()}&propertyId=${room.propertyId}`);
    const arrival = page.getByLabel('Arrivals table').getByTestId('day-row').filter({ hasText: booking.code });
    await expect(arrival).toContainText('Checked in');
    const checkOut = arrival.getByRole('button', { name: `Check out ${booking.code} (Ravi Phone)` });
    // The action sits by the booking, reachable without scrolling the table.
    await expect(checkOut).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await checkOut.click();
    const early = page.getByRole('dialog', { name: 'Check out Ravi Phone early?' });
    await expect(early.getByTestId('stay-action-consequence')).toContainText('go back on sale and the stay ends');
    await expectNoSidewaysScroll(page);
    await early.getByRole('button', { name: 'Go back' }).click();
    await expect(arrival).toContainText('Checked in');
  });
});
