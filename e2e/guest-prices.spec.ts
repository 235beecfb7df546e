import type { APIRequestContext, Page } from '@playwright/test';
import { authPaths } from '@staybook/contract/auth-paths';
import type { PropertyListResponse } from '@staybook/contract/catalogue';
import { expect, skipIntro, test } from './fixtures';
import { apiSignIn, authHeader, signIn } from './support/auth';

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

/** Two properties with rooms for sale, skipping `skip` (each story its own). */
async function twoProperties(request: APIRequestContext, skip: number) {
  const res = await request.get('/property/v1/app/property', { params: { propertyType: 'all', limit: 30 } });
  const cards = ((await res.json()) as PropertyListResponse).data.data.filter((c) => c.price.min !== null);
  const [a, b] = cards.slice(skip, skip + 2);
  if (!a || !b) throw new Error('the demo catalogue has too few properties for sale');
  return [a, b] as const;
}

const bar = (page: Page) => page.getByRole('complementary', { name: 'Price and booking' });

for (const [i, size] of sizes.entries()) {
  test.describe(`prices without a wall (${size.name})`, () => {
    test.use({ viewport: size.viewport });
    test.beforeEach(async ({ page }) => skipIntro(page));

    test("a guest who unlocked one price sees the next property's price at once, without the form", async ({
      page,
    }) => {
      const [first, second] = await twoProperties(page.request, 4 + i * 4);
      await page.goto(`/property-details/${first.id}`);
      await page.getByRole('button', { name: 'Unlock Price', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Unlock Price' });
      await dialog.getByLabel('Full Name').fill('Rohan Kamat');
      await dialog.getByLabel('Mobile Number').fill('+91 98220 12399');
      await dialog.getByRole('button', { name: 'Unlock Price & Continue' }).click();
      await expect(bar(page)).toContainText('incl. GST');

      await page.goto(`/property-details/${second.id}`);
      await expect(bar(page)).toContainText('incl. GST');
      await expect(page.getByRole('dialog', { name: 'Unlock Price' })).toHaveCount(0);
      await expect(bar(page).getByRole('link', { name: 'Select Rooms' })).toBeVisible();
    });

    test('a signed-in guest sees the price at once', async ({ page }) => {
      const phone = `98765001${20 + i}`;
      const session = await apiSignIn(page.request, phone);
      const named = await page.request.patch(authPaths.me, {
        headers: authHeader(session),
        data: { name: 'Meera Sawant' },
      });
      expect(named.ok()).toBeTruthy();
      await signIn(page, phone);
      const [property] = await twoProperties(page.request, 14 + i * 2);
      await page.goto(`/property-details/${property.id}`);
      await expect(bar(page)).toContainText('incl. GST');
      await expect(page.getByRole('button', { name: 'Unlock Price', exact: true })).toHaveCount(0);
    });
  });
}
