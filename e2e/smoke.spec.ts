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
