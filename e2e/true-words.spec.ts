import { addDays, daysBetween, todayIst, unixToIstDate } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { freshPhone, signIn } from './support/auth';
import { selectRoomsUrl, stayFromToday } from './support/booking';
import { expectToast } from './support/guest-site-2';
import { landSandboxRefundsAt } from './support/hold-clock';
import { bookUnderPlanOverApi, findRoomWithPlan } from './support/rate-plan-booking';

/**
 * Issue 24, item 5: small untruths gone. Deadlines before payment say IST; a refund reads "initiated" until the
 * provider says it was processed; one support address, from configuration, on every page that gives one; the
 * copyright runs from 2025 to this year; deals are explained on the property page and a deal's link opens dates that
 * get it.
 */

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

const IST_DEADLINE = /^Free cancellation until \d{2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M IST/;

test.beforeEach(async ({ page }) => skipIntro(page));

for (const [i, size] of sizes.entries()) {
  test.describe(`true words (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('every free-cancellation deadline before payment says IST', async ({ page }) => {
      const stay = stayFromToday(64 + i * 3, 2);
      const room = await findRoomWithPlan(page.request, stay, 'free_then_charge', 1 + i);
      await page.goto(selectRoomsUrl(room, stay));
      await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
      const deadlines = page.getByText(/^Free cancellation until /);
      await expect(deadlines.first()).toBeVisible();
      for (const text of await deadlines.allTextContents()) expect(text).toMatch(IST_DEADLINE);
      await expectAccessible(page);
    });

    test('a cancelled stay reads "refund initiated" until the provider says it was processed', async ({ page }) => {
      const stay = stayFromToday(90 + i * 4, 2);
      const room = await findRoomWithPlan(page.request, stay, 'free_then_charge', 3 + i);
      // Booked and paid through the API (booking under a plan through the pages is rate-plans.spec.ts's story).
      const session = await signIn(page, freshPhone('8'));
      await bookUnderPlanOverApi(page, session, room, stay, { name: 'Rohan Kamat', email: 'rohan.kamat@example.in' });
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await confirm.getByRole('button', { name: 'Yes, cancel booking' }).click();
      await expectToast(page, /Booking cancelled\./);
      await expect(page.getByText('Cancelled — refund initiated').first()).toBeVisible();
      await expect(page.getByText('Cancelled — refunded')).toHaveCount(0);
      await page.goto('/bookings');
      const card = page.getByRole('listitem').filter({ hasText: room.propertyName }).first();
      await expect(card).toContainText('Cancelled — refund initiated');
      await expectAccessible(page);

      // The provider processes it (the sandbox's clock): only now is it "refunded".
      await landSandboxRefundsAt(page.request, new Date(Date.now() + 11 * 60_000));
      await page.reload();
      await expect(card).toContainText('Cancelled — refunded');
      await expect(card).not.toContainText('refund initiated');
    });

    test('one support address from configuration, and the copyright years', async ({ page }) => {
      const years = `© 2025–${todayIst().slice(0, 4)} Staybook Hospitality. All rights reserved.`;
      for (const path of ['/contact-us', '/support', '/refund-cancellation-policy', '/privacy-policy']) {
        await page.goto(path);
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: 'support@staybook.in' })).toHaveAttribute(
          'href',
          'mailto:support@staybook.in',
        );
        await expect(footer.getByText(years)).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: 'support@staybook.in' }).first()).toBeVisible();
        await expect(page.getByText(/(bookings|info)@staybook\.in/)).toHaveCount(0);
      }
      await expectAccessible(page);
    });

    test("the early-bird deal opens dates that get it, and the property page explains the property's deals", async ({
      page,
    }) => {
      await page.goto('/');
      const deal = page.getByRole('link', { name: /Early bird: 15% off 120\+ days ahead/ });
      await deal.scrollIntoViewIfNeeded();
      await deal.click();
      await expect(page).toHaveURL(/\/property-details\/[0-9a-f-]{36}\?/);
      const checkIn = Number(new URL(page.url()).searchParams.get('checkInDate'));
      expect(daysBetween(todayIst(), unixToIstDate(checkIn))).toBeGreaterThanOrEqual(120);
      expect(unixToIstDate(checkIn)).toBe(addDays(todayIst(), 120));

      const deals = page.getByRole('region', { name: 'Deals at this property' });
      await expect(deals).toBeVisible();
      await expect(deals.getByRole('heading', { name: 'Early bird 15% off' })).toBeVisible();
      await expect(
        deals.getByText('15% off every night when you book at least 120 days before check-in.'),
      ).toBeVisible();
      await expect(
        deals.getByText(
          'When several offers apply, each room gets the one that saves the most; the saving comes off before GST.',
        ),
      ).toBeVisible();
      // The dates on screen already get it: no link to other dates.
      await expect(deals.getByRole('link', { name: 'See dates that get Early bird 15% off' })).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
