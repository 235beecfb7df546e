import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import type { PropertyListResponse, Room } from '@staybook/contract/catalogue';
import { unixToIstDate } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { ADMIN_PHONE, adminSession, authHeader, freshPhone, signIn } from './support/auth';
import {
  type BookableRoom,
  bookingIdFromUrl,
  fillGuestDetails,
  findBookableRoom,
  paidBookingOverApi,
  type Stay,
  sandboxCheckout,
  selectRoomsUrl,
  stayFromToday,
} from './support/booking';
import { sweepHoldsAt } from './support/hold-clock';

/**
 * Issue 24, item 6: paying by net banking, a wallet, pay later or EMI where the provider offers them (the sandbox
 * checkout offers them too), and the method said where a payment is shown: the guest's booking details, the console's
 * online payments and the payments report. With the leftovers of item 5 (true words) about paying: an expired unpaid
 * hold offers no "Call us to modify/cancel booking" (a booking that stands keeps it), and a sold-out stay reads
 * "Sold out" and is not counted among the stays available.
 */

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

const guest = { name: 'Isha Prabhu', email: 'isha.prabhu@example.in' };

/** Picks one room, holds it, and waits on the payment step. */
async function holdOneRoom(page: Page, room: BookableRoom, stay: Stay): Promise<void> {
  await page.goto(selectRoomsUrl(room, stay));
  await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
  // The rooms page may already hold the cheapest placement of the party; otherwise the guest adds the room.
  const add = page.getByRole('button', { name: `Add Room: ${room.roomName}` });
  const stepper = page.getByRole('button', { name: `Decrease ${room.roomName} rooms` });
  await expect(add.or(stepper).first()).toBeVisible();
  if (await add.isVisible()) await add.click();
  await expect(stepper).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page).toHaveURL(/\/review-booking$/);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const ask = page.getByRole('dialog', { name: 'Who is checking in?' });
  await expect(ask.or(page.getByRole('heading', { name: 'Primary guest' }))).toBeVisible();
  if (await ask.isVisible()) {
    await fillGuestDetails(ask, guest);
    await ask.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeEnabled();
}

/** Opens the sandbox checkout from the payment step and picks a method by its tab, as the guest taps it. */
async function chooseMethod(page: Page, tab: string): Promise<FrameLocator> {
  const checkout = sandboxCheckout(page);
  await expect(checkout.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
  await checkout.getByRole('radiogroup', { name: 'Payment method' }).getByText(tab, { exact: true }).click();
  await expect(checkout.getByRole('radio', { name: tab })).toBeChecked();
  return checkout;
}

/** The success modal over the confirmation page; returns the booking's id. */
async function confirmed(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/booking-confirmation\/[0-9a-f-]{36}$/);
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'See confirmation and voucher' }).click();
  return bookingIdFromUrl(page.url());
}

/** A room booked on this site, free for the stay, sold under one plan (so the rooms page offers "Add Room"). */
async function findPlainRoom(request: APIRequestContext, stay: Stay, skip: number): Promise<BookableRoom> {
  const list = await request.get('/property/v1/app/property', { params: { ...stay, limit: 50 } });
  let toSkip = skip;
  for (const property of ((await list.json()) as PropertyListResponse).data.data) {
    for (const room of await ownRooms(request, property.id, stay)) {
      if ((room.available ?? 0) < 1 || (room.ratePlans ?? []).length > 1) continue;
      if (toSkip-- > 0) break;
      return {
        propertyId: property.id,
        propertyName: property.name,
        roomId: room.id,
        roomName: room.name,
        available: room.available ?? 0,
      };
    }
  }
  throw new Error('no room sold under one plan is free for this stay');
}

async function ownRooms(request: APIRequestContext, propertyId: string, stay: Stay): Promise<Room[]> {
  const res = await request.get('/property/v1/app/rooms', { params: { propertyId, ...stay } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: Room[] }).data.filter((r) => !r.url);
}

test.beforeEach(async ({ page }) => skipIntro(page));

for (const [i, size] of sizes.entries()) {
  test.describe(`payment methods (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('a guest pays by net banking; the booking, the console and the payments report say so', async ({ page }) => {
      const stay = stayFromToday(150 + i * 3, 1);
      const room = await findPlainRoom(page.request, stay, i);
      await signIn(page, freshPhone('8'));
      await holdOneRoom(page, room, stay);
      await page.getByRole('button', { name: /^Pay ₹/ }).click();

      // Cards and UPI, then what the site's checkout config asks for: net banking, wallets, pay later and EMI.
      const checkout = await chooseMethod(page, 'Net banking');
      await expect(checkout.getByRole('radio')).toHaveCount(6);
      await checkout.getByLabel('Bank to pay from').selectOption({ label: 'ICICI Bank' });
      await expectAccessible(page);
      await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
      const bookingId = await confirmed(page);

      await page.goto(`/booking-details/${bookingId}`);
      await expect(page.getByText('Paid online by net banking.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Call us to modify/cancel booking' })).toBeVisible();
      await expectAccessible(page);
      const code =
        (
          await page
            .getByText(/^SB[A-Z0-9]+$/)
            .first()
            .textContent()
        )?.trim() ?? '';

      // The console: the booking's online payment, and the payments report, each labelled "Net banking".
      await signIn(page, ADMIN_PHONE);
      await page.goto(`/admin/bookings/${bookingId}`);
      const payments = page.getByRole('list', { name: 'Online payments' });
      await expect(payments).toContainText('· Net banking');
      await expectAccessible(page);
      await page.goto('/admin/reports/payments');
      const report = page.getByRole('table', { name: /Each payment with its booking/ });
      const row = report.getByRole('row').filter({ hasText: code });
      await expect(row.getByRole('cell', { name: 'Net banking', exact: true })).toBeVisible();
      await expect(
        page.getByRole('table', { name: /Payments by day and method/ }).getByRole('cell', { name: 'Net banking' }),
      ).not.toHaveCount(0);
      await expectAccessible(page);
    });

    test('a wallet short of balance is declined with the reason and nothing taken; pay later then pays', async ({
      page,
    }) => {
      const stay = stayFromToday(156 + i * 3, 1);
      const room = await findPlainRoom(page.request, stay, i);
      await signIn(page, freshPhone('8'));
      await holdOneRoom(page, room, stay);
      await page.getByRole('button', { name: /^Pay ₹/ }).click();

      let checkout = await chooseMethod(page, 'Wallet');
      await checkout.getByLabel('Wallet to pay from').selectOption({ label: 'MobiKwik' });
      await checkout.getByRole('button', { name: 'Make it fail' }).click();
      const failed = page.getByRole('dialog', { name: 'Payment Failed' });
      await expect(failed).toContainText('The payment was not completed: insufficient funds');
      await expect(failed).toContainText(/No money was deducted\./);
      await expectAccessible(page);

      await failed.getByRole('button', { name: 'Try Again' }).click();
      checkout = await chooseMethod(page, 'Pay later');
      await checkout.getByLabel('Pay later provider').selectOption({ label: 'Simpl' });
      await expectAccessible(page);
      await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
      const bookingId = await confirmed(page);
      await page.goto(`/booking-details/${bookingId}`);
      await expect(page.getByText('Paid online with pay later.')).toBeVisible();
    });

    test('an expired unpaid hold offers no call to modify or cancel; a booking that stands does', async ({
      page,
      request,
    }) => {
      const stay = stayFromToday(162 + i * 3, 1);
      const room = await findBookableRoom(page.request, stay, { skip: 6 + i });
      const phone = freshPhone('8');
      await signIn(page, phone);
      await holdOneRoom(page, room, stay);
      // Nobody pays: the hold lapses (the sweeper run as of 16 minutes from now).
      await sweepHoldsAt(page.request, new Date(Date.now() + 16 * 60_000));

      await page.goto('/bookings');
      await page
        .getByRole('link', { name: new RegExp(room.propertyName) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/booking-details\//);
      await expect(page.getByText('Hold expired').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Call us to modify/cancel booking' })).toHaveCount(0);
      await expectAccessible(page);

      // The same guest's paid booking keeps the spec's fixed call button.
      const paid = await paidBookingOverApi(request, room, stayFromToday(163 + i * 3, 1), {
        name: guest.name,
        email: guest.email,
        phone,
      });
      await page.goto(`/booking-details/${paid.bookingId}`);
      await expect(page.getByRole('link', { name: 'Call us to modify/cancel booking' })).toBeVisible();
      await expect(page.getByText('Paid online by card.')).toBeVisible();
    });

    test('a stay sold out for the dates reads "Sold out" and is not counted as available', async ({
      page,
      request,
    }) => {
      const stay = stayFromToday(260 + i * 4, 1);
      const room = await findBookableRoom(request, stay, { skip: 8 + i });
      const listUrl = `/property-list?${new URLSearchParams({
        q: room.propertyName,
        checkInDate: String(stay.checkInDate),
        checkOutDate: String(stay.checkOutDate),
        adults: '1',
        children: '0',
      })}`;
      await page.goto(listUrl);
      await expect(page.getByRole('heading', { level: 3, name: room.propertyName })).toBeVisible();
      await expect(page.getByText('1 stay available')).toBeVisible();

      // Every room of the property sold here is sold out for the night: no rooms left (set through the console's API).
      const admin = await adminSession(request);
      const night = unixToIstDate(stay.checkInDate);
      for (const r of await ownRooms(request, room.propertyId, stay)) {
        const res = await request.post('/api/admin/inventory/bulk', {
          headers: authHeader(admin),
          data: { roomTypeId: r.id, from: night, to: night, action: 'set_rooms', rooms: 0 },
        });
        expect(res.ok(), await res.text()).toBeTruthy();
      }
      expect((await ownRooms(request, room.propertyId, stay)).every((r) => r.available === 0)).toBe(true);

      // The list neither shows nor counts it, and never says "Price on request".
      await page.goto(listUrl);
      await expect(page.getByText('0 stays available')).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: room.propertyName })).toHaveCount(0);
      await expect(page.getByText('Price on request')).toHaveCount(0);
      await expectAccessible(page);

      // Its own page says it is sold out for those dates.
      await page.goto(
        `/property-details/${room.propertyId}?${new URLSearchParams({
          checkInDate: String(stay.checkInDate),
          checkOutDate: String(stay.checkOutDate),
          adults: '1',
          children: '0',
        })}`,
      );
      await expect(page.getByText('Sold out for your dates', { exact: true })).toBeVisible();
      await expect(page.getByText('Available for your dates')).toHaveCount(0);
      await expect(page.getByText('Price on request')).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
