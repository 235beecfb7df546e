import type { APIRequestContext, Page } from '@playwright/test';
import type { Room } from '@staybook/contract/catalogue';
import type { DatePricesResponse } from '@staybook/contract/date-prices';
import { formatDay, formatDayMonth, formatDayWithWeekday } from '@staybook/contract/format';
import { formatInr } from '@staybook/contract/money';
import { istDateToUnix, todayIst, unixToIstDate } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { adminSession, authHeader } from './support/auth';
import { findBookableRoom, type Stay, selectRoomsUrl } from './support/booking';

/**
 * Issue 24, item 6: the date picker of the property and rooms pages shows each night's lowest price (one room, before
 * taxes) with sold-out nights marked, offers the cheapest check-in within ±3 days, and the page's own dates and guests
 * change the stay in place. Each viewport uses its own month, 5–6 months ahead, and a property no other story uses;
 * an admin closes one night of it for every room booked on this site.
 */

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

/** The IST date of `day` in the month `ahead` months from this one. */
function dayOf(ahead: number, day: number): string {
  const [y, m] = todayIst().split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + ahead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

async function datePrices(request: APIRequestContext, params: Record<string, string | number>) {
  const res = await request.get('/property/v1/app/date-prices', { params });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as DatePricesResponse).data;
}

async function closeNight(request: APIRequestContext, propertyId: string, night: string, stay: Stay) {
  const admin = await adminSession(request);
  const res = await request.get('/property/v1/app/rooms', { params: { propertyId, ...stay } });
  for (const room of ((await res.json()) as { data: Room[] }).data.filter((r) => !r.url)) {
    const closed = await request.post('/api/admin/inventory/bulk', {
      headers: authHeader(admin),
      data: { roomTypeId: room.id, from: night, to: night, action: 'close' },
    });
    expect(closed.ok(), await closed.text()).toBeTruthy();
  }
}

const stayBar = (page: Page) => page.getByRole('region', { name: 'Your dates and guests' });

/** Opens the stay's date picker from the page's own Dates control. */
async function openDates(page: Page) {
  await stayBar(page)
    .getByRole('button', { name: /^Dates/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose your dates' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const dayButton = (dialog: ReturnType<Page['getByRole']>, date: string) =>
  dialog.getByRole('button', { name: new RegExp(`^${formatDayWithWeekday(date)}, `) });

for (const [i, size] of sizes.entries()) {
  test.describe(`date picker with prices (${size.name})`, () => {
    test.use({ viewport: size.viewport });
    test.beforeEach(async ({ page }) => skipIntro(page));

    const d = (day: number) => dayOf(5 + i, day);
    const asked: Stay = { checkInDate: istDateToUnix(d(10)), checkOutDate: istDateToUnix(d(12)) };

    test('the property page shows each night’s lowest price and sold-out nights, and changes dates and guests in place', async ({
      page,
      request,
    }) => {
      const room = await findBookableRoom(request, asked, { skip: 30 + i, propertyType: 'all' });
      await closeNight(request, room.propertyId, d(14), asked);
      const month = await datePrices(request, { propertyId: room.propertyId, from: istDateToUnix(d(1)), days: 28 });
      const priceOn = (date: string) => month.dates.find((x) => unixToIstDate(x.date) === date)?.lowestPrice;
      const tenth = priceOn(d(10));
      if (tenth == null) throw new Error('the stay asked has no price');
      expect(priceOn(d(14))).toBeNull();

      await page.goto(
        `/property-details/${room.propertyId}?checkInDate=${asked.checkInDate}&checkOutDate=${asked.checkOutDate}&adults=2&children=0`,
      );
      await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
      await expect(stayBar(page).getByRole('button', { name: /^Dates/ })).toContainText(
        `${formatDayMonth(d(10))} – ${formatDayMonth(d(12))}, 2 nights`,
      );

      // Each night's lowest price, what it means, and the closed night marked as sold out.
      const dialog = await openDates(page);
      await expect(dialog.getByText('Lowest nightly price for one room, before taxes')).toBeVisible();
      await expect(dayButton(dialog, d(10))).toHaveAccessibleName(
        `${formatDayWithWeekday(d(10))}, from ${formatInr(tenth)}`,
      );
      await expect(dayButton(dialog, d(10))).toContainText(formatInr(tenth));
      await expect(dayButton(dialog, d(14))).toHaveAccessibleName(`${formatDayWithWeekday(d(14))}, sold out`);
      await dayButton(dialog, d(14)).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        `No rooms are left for the night of ${formatDayMonth(d(14))}. Choose another check-in date.`,
      );
      await expectAccessible(page);

      // A new stay in two taps: the address, the stay bar and the unlock bar's summary follow, and the rooms reload.
      await dayButton(dialog, d(18)).click();
      await dayButton(dialog, d(21)).click();
      const reloaded = page.waitForResponse(
        (r) => r.url().includes('/property/v1/app/rooms') && r.url().includes(`checkInDate=${istDateToUnix(d(18))}`),
      );
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await reloaded;
      await expect(page).toHaveURL(
        (url) =>
          url.searchParams.get('checkInDate') === String(istDateToUnix(d(18))) &&
          url.searchParams.get('checkOutDate') === String(istDateToUnix(d(21))),
      );
      await expect(stayBar(page).getByRole('button', { name: /^Dates/ })).toContainText('3 nights');
      await expect(page.getByText(`${formatDay(d(18))} – ${formatDay(d(21))} · 3 nights`)).toBeVisible();

      // Flexible ±3 days: the nearby check-ins for 3 nights, the cheapest marked and taken in one tap.
      const flexible = await datePrices(request, {
        propertyId: room.propertyId,
        from: istDateToUnix(d(1)),
        days: 28,
        checkInDate: istDateToUnix(d(18)),
        nights: 3,
      });
      const cheapest = flexible.flexible?.stays.find((s) => s.isCheapest);
      if (!cheapest?.totalPrice) throw new Error('no flexible stay has a price');
      const again = await openDates(page);
      await again.getByRole('checkbox', { name: 'Flexible ±3 days' }).check();
      const nearby = again.getByRole('region', { name: 'Nearby check-in dates' });
      await expect(nearby.getByText('Price of 3 nights for one room, before taxes')).toBeVisible();
      await expect(nearby.getByRole('button')).toHaveCount(7);
      const best = nearby.getByRole('button').filter({ hasText: 'Cheapest' });
      await expect(best).toHaveCount(1);
      const cheapestIn = unixToIstDate(cheapest.checkInDate);
      const cheapestOut = unixToIstDate(cheapest.checkOutDate);
      await expect(best).toContainText(`${formatDayMonth(cheapestIn)} – ${formatDayMonth(cheapestOut)}`);
      await expect(best).toContainText(formatInr(cheapest.totalPrice));
      await expectAccessible(page);
      await best.click();
      await again.getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get('checkInDate') === String(cheapest.checkInDate));

      // Guests change in place too: a child of 7 joins, in the address and on the page.
      await stayBar(page)
        .getByRole('button', { name: /^Guests/ })
        .click();
      const who = page.getByRole('dialog', { name: "Who's coming?" });
      await who.getByRole('button', { name: 'More children' }).click();
      await who.getByLabel('Age of child 1').selectOption('7');
      await who.getByRole('button', { name: 'Confirm 3 guest(s)' }).click();
      await expect(page).toHaveURL(
        (url) => url.searchParams.get('children') === '1' && url.searchParams.get('childAges') === '7',
      );
      await expect(stayBar(page).getByRole('button', { name: /^Guests/ })).toContainText('2 adults, 1 child');
      await expect(page.getByText(/· 2 adults, 1 child$/)).toBeVisible();
      await expectAccessible(page);
    });

    test('the rooms page changes its dates in place from the same picker', async ({ page, request }) => {
      const room = await findBookableRoom(request, asked, { skip: 30 + i, propertyType: 'all' });
      await page.goto(selectRoomsUrl(room, asked));
      await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
      const dialog = await openDates(page);
      await expect(dayButton(dialog, d(20))).toHaveAccessibleName(/, from ₹[\d,]+$/);
      await dayButton(dialog, d(20)).click();
      await dayButton(dialog, d(23)).click();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(page).toHaveURL(
        (url) =>
          url.pathname === '/select-rooms' &&
          url.searchParams.get('propertyId') === room.propertyId &&
          url.searchParams.get('checkInDate') === String(istDateToUnix(d(20))) &&
          url.searchParams.get('checkOutDate') === String(istDateToUnix(d(23))),
      );
      const yourStay = page.getByRole('region', { name: 'Your stay' });
      await expect(yourStay).toContainText(`${formatDay(d(20))} – ${formatDay(d(23))}`);
      await expect(yourStay).toContainText('3 nights');
      await expect(page.getByRole('article', { name: room.roomName })).toBeVisible();
      await expectAccessible(page);
    });
  });
}
