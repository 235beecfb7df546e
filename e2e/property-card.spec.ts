import { expect, skipIntro, test } from './fixtures';

test('a guest clicks "View Details" where it is drawn on a card and lands on that property', async ({ page }) => {
  await skipIntro(page);
  await page.goto('/property-list?city=Goa');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  const button = card.getByText('View Details');
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('"View Details" is not drawn');
  // A mouse click at the centre of what the guest sees, whatever element is on top there.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/property-details\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
