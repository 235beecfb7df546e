import type { Page } from '@playwright/test';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { apiSignIn, authHeader, completeAuthModal, freshPhone } from './support/auth';

/**
 * Issue 24, item 6: the wishlist. A guest's hearts are kept on the device until sign-in, then joined to the account;
 * the wishlist page lists them with a photo, city and link; a share link opens a read-only list that names no one.
 */

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, phone: false },
] as const;

/** Clicks a header link or button as drawn: behind the menu button on a phone. */
async function fromHeader(page: Page, phone: boolean, role: 'link' | 'button', name: string) {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole(role, { name, exact: true }).click();
}

/** Saves the `index`-th card of the list with its heart and answers the property's name. */
async function heartCard(page: Page, index: number): Promise<string> {
  const heart = page.getByRole('button', { name: /^Save .+ to favourites$/ }).nth(index);
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^Save /, '').replace(/ to favourites$/, '');
  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  return name;
}

for (const [i, size] of sizes.entries()) {
  test.describe(`wishlist (${size.name})`, () => {
    test.use({ viewport: size.viewport });
    test.beforeEach(async ({ page }) => skipIntro(page));

    test('hearts saved on the device join the account at sign-in, and a shared link shows them to anyone', async ({
      page,
      browser,
    }) => {
      // Signed out: two hearts on the list's cards stay on this device.
      await page.goto('/property-list?propertyType=all');
      const first = await heartCard(page, 2 * i);
      await expect(page.getByText(`${first} is saved on this device.`, { exact: false })).toBeVisible();
      const second = await heartCard(page, 2 * i + 1);
      await page.reload();
      await expect(page.getByRole('button', { name: `Remove ${first} from favourites` })).toBeVisible();

      // The wishlist page lists them with their photo, city and a link to the property.
      await fromHeader(page, size.phone, 'link', 'Wishlist');
      await expect(page).toHaveURL(/\/wishlist$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
      await expect(page.getByText('Saved on this device.', { exact: false })).toBeVisible();
      const saved = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(saved).toHaveCount(2);
      await expect(saved.getByRole('heading', { level: 2 })).toHaveText([second, first]);
      await expect(saved.first().getByRole('img', { name: second })).toBeVisible();
      await expectAccessible(page);

      // Sign-in joins them to the account.
      const phone = freshPhone('7');
      await fromHeader(page, size.phone, 'button', 'Login');
      await completeAuthModal(page, phone);
      await expect(page.getByText('Saved on your account', { exact: false })).toBeVisible();
      await expect(saved.getByRole('heading', { level: 2 })).toHaveText([second, first]);
      const session = await apiSignIn(page.request, phone);
      const onAccount = await page.request.get('/property/v1/app/wishlist', { headers: authHeader(session) });
      const names = ((await onAccount.json()) as { data: { items: Array<{ name: string }> } }).data.items.map(
        (item) => item.name,
      );
      expect(names.sort()).toEqual([first, second].sort());

      // The property link opens the property, whose heart shows it is saved; taking it off there updates the list.
      await saved.first().getByRole('link', { name: second }).click();
      await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
      await page.getByRole('button', { name: `Remove ${second} from favourites` }).click();
      await expect(page.getByRole('button', { name: `Save ${second} to favourites` })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await page.goBack();
      await expect(saved.getByRole('heading', { level: 2 })).toHaveText([first]);

      // Shared: a link anyone opens read-only, without the guest's name or number.
      await page.getByRole('button', { name: 'Share wishlist' }).click();
      const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
      expect(link).toMatch(/\/wishlist\/[A-Za-z0-9_-]{24}$/);
      await expectAccessible(page);

      const stranger = await browser.newContext({ viewport: size.viewport });
      const other = await stranger.newPage();
      await skipIntro(other);
      await other.goto(link);
      await expect(other.getByRole('heading', { level: 1, name: 'A shared wishlist' })).toBeVisible();
      await expect(other.getByRole('heading', { level: 2, name: first })).toBeVisible();
      await expect(other.getByRole('button', { name: /favourites$/ })).toHaveCount(0);
      await expect(other.locator('main')).not.toContainText(phone);
      await expectAccessible(other);
      await stranger.close();
    });
  });
}
