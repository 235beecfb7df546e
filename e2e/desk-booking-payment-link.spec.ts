import type { Page } from '@playwright/test';
import type { PricingData } from '@staybook/contract/booking';
import { addDays, todayIst, unixToIstDate } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { freshPhone, signIn } from './support/auth';
import { findBookableRoom, payInSandbox, stayFromToday } from './support/booking';
import { ensureStaff } from './support/staff';

/**
 * Issue 23, desk bookings: a front-desk member enters a phone booking paid by a payment link (the website's price
 * shown before confirming, the link shown with its expiry), the guest opens the link in a browser that is not signed
 * in and pays in the sandbox checkout, and the console then shows the booking confirmed; and the New booking form is
 * usable on a 390 px phone.
 */

const DESK_PHONE = '9000000044';
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The page itself never scrolls sideways (a table may, inside its own box). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page, `page is ${widths.page}px wide in a ${widths.view}px window`).toBeLessThanOrEqual(widths.view);
}

/** Opens the console's New booking from the bookings list, as the desk does. */
async function openNewBooking(page: Page) {
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await page.locator('#console-main').getByRole('link', { name: 'New booking' }).click();
  await expect(page.getByRole('heading', { name: 'New booking', level: 1 })).toBeVisible();
}

test.describe('a phone booking paid by link (1366×900)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the desk books a phone guest by link, the guest pays it without signing in, and the booking stands', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const stay = stayFromToday(6, 2);
    const checkIn = unixToIstDate(stay.checkInDate);
    const room = await findBookableRoom(request, stay, { skip: 3 });
    const guestPhone = freshPhone('6');
    // The website's own price for the same stay, room and guests: what the desk must be shown.
    const priced = await request.post('/property/v1/app/booking/pricing', {
      data: {
        propertyId: room.propertyId,
        ...stay,
        roomIds: [{ id: room.roomId, roomCount: 1, adults: 1, children: 0 }],
      },
    });
    expect(priced.ok(), await priced.text()).toBeTruthy();
    const price = ((await priced.json()) as { data: PricingData }).data;

    await ensureStaff(baseURL!, DESK_PHONE, 'front_desk', { name: 'Meera Desk' });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await signIn(page, DESK_PHONE);
    await openNewBooking(page);

    await page.getByLabel('Property', { exact: true }).selectOption(room.propertyId);
    await page.getByLabel('Check-in', { exact: true }).fill(checkIn);
    await page.getByLabel('Check-out', { exact: true }).fill(addDays(checkIn, 2));
    const roomType = page.getByLabel('Room type', { exact: true });
    await expect(roomType.locator(`option[value="${room.roomId}"]`)).toHaveText(/ · \d+ free$/);
    await roomType.selectOption(room.roomId);
    await page.getByLabel('Adults', { exact: true }).fill('1');
    await page.getByLabel('Guest name', { exact: true }).fill('Kavya Menon');
    await page.getByLabel('Mobile number', { exact: true }).fill(guestPhone);
    await page.getByLabel('Email (optional)', { exact: true }).fill('kavya.menon@example.com');
    await page.getByLabel('Phone', { exact: true }).check();
    await page
      .getByLabel('Notes for the desk', { exact: true })
      .fill('Called from Bengaluru; arriving by the evening train.');
    await page.getByText('Payment link (SMS and e-mail)').click();
    await expect(page.getByLabel('Link valid for (hours)', { exact: true })).toHaveValue('24');

    // The price before confirming is the website's.
    await expect(page.getByTestId('desk-total')).toHaveText(rupees(price.totalPostTax));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    const done = page.getByRole('heading', { name: /^Booking SB\w+ entered$/ });
    await expect(done).toBeVisible();
    const code = ((await done.textContent()) ?? '').split(' ')[1]!;
    await expect(page.getByText('Payment pending')).toBeVisible();
    await expect(page.getByText(/It holds the rooms until \d{2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M IST\./)).toBeVisible();
    const linkField = page.getByLabel('Payment link', { exact: true });
    const url = await linkField.inputValue();
    expect(url).toMatch(new RegExp(`^${baseURL}/pay/[0-9a-f-]{36}\\.[A-Za-z0-9_-]+$`));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('The link is copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // The guest opens the link in a browser of their own, not signed in, and pays.
    const guestContext = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    try {
      const guest = await guestContext.newPage();
      await skipIntro(guest);
      await guest.goto(url);
      await expect(guest.getByRole('heading', { name: 'Complete your booking' })).toBeVisible();
      await expect(guest.getByText(code, { exact: true })).toBeVisible();
      await expect(guest.getByText('Kavya Menon')).toBeVisible();
      await expect(
        guest.getByText(
          new RegExp(
            `^Please pay ${rupees(price.amountDueNow ?? price.totalPostTax)} by .+ IST to confirm your booking\\.`,
          ),
        ),
      ).toBeVisible();
      await expectAccessible(guest);
      await guest.getByRole('button', { name: `Pay ${rupees(price.amountDueNow ?? price.totalPostTax)}` }).click();
      await payInSandbox(guest);
      await expect(guest.getByRole('heading', { name: 'Your booking is confirmed' })).toBeVisible();
      await expect(
        guest.getByText(`the payment for booking ${code} has been received`, { exact: false }),
      ).toBeVisible();
      await expect(guest.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
    } finally {
      await guestContext.close();
    }

    // Back at the desk, the booking is confirmed.
    await page.getByRole('link', { name: `Open booking ${code}` }).click();
    await expect(page.getByRole('heading', { name: `Booking ${code}` })).toBeVisible();
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmed');
    // Where it came from and who entered it are on the booking.
    const guestPanel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Guest' }) });
    await expect(guestPanel.getByText('Source')).toBeVisible();
    await expect(guestPanel.getByText('Phone', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Booking timeline, oldest first')).toContainText('Booked by phone at the desk');
    await expect(page.getByLabel('Booking timeline, oldest first')).toContainText('Entered at the desk');
  });
});

test.describe('New booking on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form fits the screen, takes a walk-in paid at the desk and shows the booking, with no sideways scrolling', async ({
    page,
    request,
    baseURL,
  }) => {
    const stay = stayFromToday(0, 1);
    const room = await findBookableRoom(request, stay, { skip: 5 });
    await ensureStaff(baseURL!, DESK_PHONE, 'front_desk', { name: 'Meera Desk' });
    await signIn(page, DESK_PHONE);
    await page.goto('/admin/new-booking');
    await expect(page.getByRole('heading', { name: 'New booking', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Check-in', { exact: true })).toHaveValue(todayIst());
    await page.getByLabel('Property', { exact: true }).selectOption(room.propertyId);
    await page.getByLabel('Room type', { exact: true }).selectOption(room.roomId);
    await page.getByLabel('Adults', { exact: true }).fill('1');
    await page.getByLabel('Guest name', { exact: true }).fill('Walk-in Guest');
    await page.getByLabel('Mobile number', { exact: true }).fill(freshPhone('6'));
    await page.getByLabel('Email (optional)', { exact: true }).fill('walkin@example.com');
    await page.getByText('Walk-in', { exact: true }).click();
    await page.getByText('Taken now at the desk').click();
    await page.getByLabel('Method', { exact: true }).selectOption('upi');
    await page.getByLabel('Amount taken (₹)', { exact: true }).fill('500');
    await page.getByLabel('Reference', { exact: true }).fill('UPI-4471');
    await expect(page.getByTestId('desk-total')).toHaveText(/^₹[\d,]+$/);
    await expectNoSidewaysScroll(page);
    const confirm = page.getByRole('button', { name: 'Confirm booking' });
    await confirm.scrollIntoViewIfNeeded();
    await expect(confirm).toBeInViewport();
    await confirm.click();
    await expect(page.getByRole('heading', { name: /^Booking SB\w+ entered$/ })).toBeVisible();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
