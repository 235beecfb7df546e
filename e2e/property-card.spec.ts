import { clickWhereDrawn, expect, skipIntro, test } from './fixtures';

test('a guest clicks "View Details" where it is drawn on a card and lands on that property', async ({ page }) => {
  await skipIntro(page);
  await page.goto('/property-list?city=Goa');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await clickWhereDrawn(page, card.getByText('View Details'));
  await expect(page).toHaveURL(/\/property-details\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
