import { expect, test } from './fixtures';

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
] as const;

for (const size of sizes) {
  test.describe(`nothing interrupts the guest (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test('the splash shows once per device per day, not again in a new tab', async ({ context }) => {
      const first = await context.newPage();
      await first.addInitScript(() => localStorage.setItem('staybook_lead_form_seen', 'true'));
      await first.goto('/');
      await expect(first.getByRole('heading', { name: "Welcome to Goa's Finest" })).toBeVisible();
      await expect(first.getByRole('heading', { name: 'Explore by Category' })).toBeVisible({ timeout: 15_000 });
      await first.close();
      // A new tab is a new session, on the same device, the same day.
      const later = await context.newPage();
      await later.goto('/');
      await expect(later.getByRole('heading', { name: 'Explore by Category' })).toBeVisible();
      await expect(later.getByRole('heading', { name: "Welcome to Goa's Finest" })).toBeHidden();
    });

    test('the offers popup waits while the city picker is open, then shows once', async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem('staybook_skip_splash', 'true'));
      await page.goto('/');
      await page
        .getByRole('button', { name: /^Where/ })
        .first()
        .click();
      const cities = page.getByRole('dialog', { name: 'Where to?' });
      await expect(cities).toBeVisible();
      // The popup is due 5 s after the home page opens; the picker stays on top, alone.
      await page.waitForFunction(() => performance.now() > 7000);
      await expect(page.getByRole('dialog', { name: 'Get Best Deals!' })).toHaveCount(0);
      await cities.getByRole('button', { name: 'Close' }).click();
      const popup = page.getByRole('dialog', { name: 'Get Best Deals!' });
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: 'Close' }).click();
      await page.reload();
      await page.waitForFunction(() => performance.now() > 6000);
      await expect(page.getByRole('dialog', { name: 'Get Best Deals!' })).toHaveCount(0);
    });

    test('the offers popup never opens by itself on the review page', async ({ page }) => {
      await page.addInitScript(() => sessionStorage.setItem('staybook_skip_splash', 'true'));
      await page.goto('/review-booking');
      await page.waitForFunction(() => performance.now() > 3000);
      await expect(page.getByRole('dialog', { name: 'Get Best Deals!' })).toHaveCount(0);
    });
  });
}
