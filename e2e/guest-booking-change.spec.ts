import { formatDay } from '@staybook/contract/format';
import { addDays, unixToIstDate } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { freshPhone, signIn } from './support/auth';
import { findBookableRoom, paidBookingOverApi, payInSandbox, stayFromToday } from './support/booking';

/**
 * Issue 23, changes: a guest's date change charged the difference. A guest with a paid booking opens it, clicks
 * Change booking, moves check-out a night later, reviews the higher total and what to pay now, confirms, pays the
 * difference in the sandbox checkout, and is back on the booking with its new dates and the change in its history.
 */

const viewports = [
  { name: '1366×900', viewport: { width: 1366, height: 900 }, startInDays: 225 },
  { name: '390×844', viewport: { width: 390, height: 844 }, startInDays: 235 },
];

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

for (const { name, viewport, startInDays } of viewports) {
  test.describe(`a guest's date change (${name})`, () => {
    test.use({ viewport });

    test("a guest's date change charged the difference", async ({ page, request }) => {
      const stay = stayFromToday(startInDays, 2);
      const room = await findBookableRoom(request, stayFromToday(startInDays, 3));
      const guest = { name: 'Kavya Shenoy', email: 'kavya.change@example.com', phone: freshPhone('7') };
      const booking = await paidBookingOverApi(request, room, stay, guest);
      const checkIn = unixToIstDate(stay.checkInDate);
      const newCheckOut = addDays(checkIn, 3);

      await skipIntro(page);
      await signIn(page, guest.phone);
      await page.goto(`/booking-details/${booking.bookingId}`);
      await expect(page.getByRole('heading', { name: room.propertyName || /./ }).first()).toBeVisible();
      const changes = page.getByRole('region', { name: 'Changes to this booking' });
      await expect(changes).toContainText('No changes so far.');
      await expectAccessible(page);

      await changes.getByRole('link', { name: 'Change booking' }).click();
      await expect(page.getByRole('heading', { name: 'Change booking', level: 1 })).toBeVisible();
      await expect(page.getByLabel('Check-in')).toHaveValue(checkIn);
      const booked = page.getByRole('group', { name: room.roomName });
      await expect(booked.getByLabel('Rooms')).toHaveValue('1');
      await expectAccessible(page);

      // One night more.
      await page.getByLabel('Check-out').fill(newCheckOut);
      await page.getByRole('button', { name: 'Review change' }).click();
      const review = page.getByRole('region', { name: 'The change' });
      await expect(review).toBeVisible();
      const before = review.getByRole('heading', { name: 'Before' }).locator('..');
      const after = review.getByRole('heading', { name: 'After' }).locator('..');
      await expect(before).toContainText('2 nights');
      await expect(after).toContainText(`${formatDay(checkIn)} – ${formatDay(newCheckOut)} · 3 nights`);
      const totalOf = async (side: typeof before) =>
        rupees(await side.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent());
      const [oldTotal, newTotal] = [await totalOf(before), await totalOf(after)];
      expect(newTotal).toBeGreaterThan(oldTotal);
      const payNow = rupees(
        await review.getByText('Pay now', { exact: true }).locator('xpath=following-sibling::dd[1]').textContent(),
      );
      expect(payNow).toBe(newTotal - oldTotal);
      await expect(review.getByRole('status')).toContainText(`₹${payNow.toLocaleString('en-IN')}`);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Confirm change' }).click();
      await payInSandbox(page);

      // Back on the booking: the new dates, and the change with its payment.
      await expect(page).toHaveURL(new RegExp(`/booking-details/${booking.bookingId}$`));
      await expect(page.getByText(formatDay(newCheckOut), { exact: true })).toBeVisible();
      const history = page.getByRole('region', { name: 'Changes to this booking' });
      await expect(history.getByRole('listitem').first()).toContainText('Changed by you');
      await expect(history).toContainText(/Dates changed/i);
      await expect(history).toContainText(`₹${payNow.toLocaleString('en-IN')}`);
      await expectAccessible(page);
    });
  });
}
