import type { APIRequestContext } from '@playwright/test';
import type { RoomsResponse } from '@staybook/contract/catalogue';
import { expect, expectAccessible, test } from './fixtures';
import { ADMIN_PHONE, freshPhone, STAFF_PHONE, signIn } from './support/auth';
import { type BookableRoom, findBookableRoom, paidBookingOverApi, type Stay, stayFromToday } from './support/booking';
import { ensureStaff } from './support/staff';

/** Free rooms of one room type on each night of the stay, as the guest site reads them. */
async function nightsFree(request: APIRequestContext, room: BookableRoom, stay: Stay): Promise<number[]> {
  const res = await request.get('/property/v1/app/rooms', { params: { propertyId: room.propertyId, ...stay } });
  expect(res.ok()).toBeTruthy();
  const body = (await res.json()) as RoomsResponse;
  const found = body.data.find((r) => r.id === room.roomId);
  expect(found, `room ${room.roomId} is listed`).toBeTruthy();
  return found!.price.map((n) => n.available_inventory);
}

test('staff cancel a paid booking at the desk; it is refunded and its rooms are on sale again', async ({
  page,
  request,
}) => {
  // 100 days ahead, on a property further down the list than other stories use.
  const stay = stayFromToday(100, 2);
  const room = await findBookableRoom(request, stay, { skip: 5 });
  const before = await nightsFree(request, room, stay);
  const phone = freshPhone('8');
  const booking = await paidBookingOverApi(request, room, stay, {
    name: 'Meera Desk',
    email: 'meera.desk@example.com',
    phone,
  });
  expect(await nightsFree(request, room, stay)).toEqual(before.map((n) => n - 1));

  // The desk finds it by the guest's mobile; the filter lives in the URL and survives a reload.
  await signIn(page, ADMIN_PHONE);
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await page.getByLabel('Guest mobile').fill(phone);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`phone=${phone}`));
  const rows = page.getByTestId('booking-row');
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Guest mobile')).toHaveValue(phone);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(room.propertyName);
  await expect(rows.first()).toContainText('Confirmed');
  await expectAccessible(page);

  await rows.first().getByRole('link', { name: booking.code }).click();
  await expect(page.getByRole('heading', { name: `Booking ${booking.code}` })).toBeVisible();
  await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
  await expect(page.getByText('Provider event: payment.captured')).toBeVisible();
  // A stay 100 days ahead cannot be checked in yet.
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${booking.code}?` });
  await expect(dialog).toBeVisible();
  const total = `₹${booking.rate_details.totalPostTax.toLocaleString('en-IN')}`;
  // Free cancellation is still open: the booked terms refund everything, and that is the default.
  await expect(dialog.getByText(/^Free cancellation is open until /)).toBeVisible();
  await expect(dialog.getByLabel(`As booked: refund ${total}`)).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByText('Please give a reason (at least 3 characters).')).toBeVisible();
  await dialog.getByLabel('Reason for cancelling (required)').fill('Guest phoned: family emergency');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('booking-status')).toHaveText('Cancelled');
  await expect(page.getByText('Payment: Refunded')).toBeVisible();
  await expect(page.getByText('· Reason: Guest phoned: family emergency', { exact: true })).toBeVisible();
  await expect(page.getByText('Cancelled at the desk by +91 9000000001')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  // The guest site sees the rooms back at once.
  expect(await nightsFree(request, room, stay)).toEqual(before);
});

test('the arrivals board and the dashboard open for staff', async ({ page, baseURL }) => {
  await ensureStaff(baseURL!, STAFF_PHONE, 'property_manager');
  await signIn(page, STAFF_PHONE);
  await page.goto('/admin/arrivals');
  await expect(page.getByRole('heading', { name: 'Arrivals & departures', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Day')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expectAccessible(page);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Key figures' });
  await expect(figures.getByText('Occupancy', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  const nights = await page.getByRole('table').locator('tbody tr').count();
  expect(nights).toBeGreaterThanOrEqual(28);
  await expectAccessible(page);
});
