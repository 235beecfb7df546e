import { addDays, istDateToUnix, todayIst } from '@staybook/contract/stay-dates';
import { expect, expectAccessible, skipIntro, test } from './fixtures';

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

const day = (offset: number) => istDateToUnix(addDays(todayIst(), offset));

for (const size of sizes) {
  test.describe(`the property list never dead-ends (${size.name})`, () => {
    test.use({ viewport: size.viewport });
    test.beforeEach(async ({ page }) => skipIntro(page));

    test('a link with past dates and -3 adults is corrected with a note, not a raw error', async ({ page }) => {
      await page.goto(`/property-list?city=Goa&checkInDate=${day(-5)}&checkOutDate=${day(-3)}&adults=-3`);
      const note = page.getByRole('status').filter({ hasText: 'have passed' });
      await expect(note).toContainText('so the list shows tonight. Choose your dates above.');
      await expect(note).toContainText('"-3" is not a number of adults we can search for, so the list shows 2 adults.');
      await expect(page).toHaveURL(/\/property-list\?city=Goa$/);
      await expect(page.getByText('Failed to load properties')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expectAccessible(page);
      await note.getByRole('button', { name: 'OK' }).click();
      await expect(note).toHaveCount(0);
    });

    test('a 45-night stay is shortened to the 30 nights a stay may have, and said so', async ({ page }) => {
      await page.goto(`/property-list?city=Goa&checkInDate=${day(10)}&checkOutDate=${day(55)}`);
      await expect(page.getByRole('status').filter({ hasText: 'A stay can be at most 30 nights' })).toContainText(
        'so the list shows 30 nights',
      );
      await expect(page).toHaveURL(new RegExp(`checkOutDate=${day(40)}`));
      await expect(page.getByText('Failed to load properties')).toHaveCount(0);
    });

    test('filters that find nothing offer "Clear filters", which keeps the place and brings results back', async ({
      page,
    }) => {
      await page.goto('/property-list?city=Goa&minPrice=9000000&maxPrice=9500000');
      await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect(page).toHaveURL(/\/property-list\?city=Goa$/);
      await expect(page.getByRole('heading', { name: 'No properties found' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    });

    test("the search bar reads 'Add guests' until guests are chosen, and its address carries the six keys", async ({
      page,
    }) => {
      await page.goto('/');
      const who = page.getByRole('button', { name: /^Who/ }).first();
      await expect(who).toContainText('Add guests');
      await page
        .getByRole('button', { name: /^Where/ })
        .first()
        .click();
      const cities = page.getByRole('dialog', { name: 'Where to?' });
      await cities.getByRole('button', { name: 'Goa', exact: true }).click();
      await cities.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Search', exact: true }).first().click();
      await expect(page).toHaveURL(
        /\/property-list\?city=Goa&adults=&children=&checkInDate=&checkOutDate=&includePet=false$/,
      );
      // Unset keys are not mistakes: nothing to correct, and the list shows Goa.
      await expect(page.getByRole('status').filter({ hasText: 'so the list shows' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Properties in Goa' })).toBeVisible();
      // The selector opens at 2 adults.
      await page.getByRole('button', { name: /^Who/ }).first().click();
      await expect(page.getByRole('button', { name: 'Confirm 2 guest(s)' })).toBeVisible();
    });

    test('a minimum price above the maximum is refused with a reason, and the list stays as it was', async ({
      page,
    }) => {
      await page.goto('/property-list?city=Goa');
      // Phones fold the filters behind a button; desktops show them beside the list.
      if (size.name === 'phone') await page.getByRole('button', { name: 'Sort & filter' }).click();
      await page.getByLabel('Minimum price per night').fill('9000');
      await page.getByLabel('Maximum price per night').fill('3000');
      await page.getByRole('button', { name: 'Apply price' }).click();
      await expect(page.getByRole('alert')).toHaveText('The minimum price cannot be above the maximum.');
      await expect(page).toHaveURL(/\/property-list\?city=Goa$/);
    });
  });
}
