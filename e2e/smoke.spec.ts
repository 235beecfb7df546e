import { expect, test } from './fixtures';

test('the home page opens in Chromium', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Staybook/);
  await expect(page.locator('#root')).not.toBeEmpty();
});

test('the API is healthy on the same port', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.ok()).toBeTruthy();
  expect((await res.json()).status).toBe('ok');
});

test('every page says the payments are test payments while the sandbox takes them, above the page rather than over it', async ({
  page,
}) => {
  for (const path of ['/', '/property-list?city=Goa', '/about-us', '/admin']) {
    await page.goto(path);
    const banner = page.getByRole('complementary', { name: 'Test payments' });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveText('Test payments · no real money is taken');
  }
  // Drawn in the page's flow above the app: the header below it is still clickable where it is drawn.
  await page.goto('/');
  const box = await page.getByRole('complementary', { name: 'Test payments' }).boundingBox();
  expect(box?.y).toBe(0);
  await expect(page.getByRole('banner').first()).toBeVisible();
});
