import type { Page } from '@playwright/test';
import { expect, expectAccessible, skipIntro, test } from './fixtures';
import { ADMIN_PHONE, signIn } from './support/auth';

/** "4.3 (6 reviews)" on a card → 6. */
const countOf = (text: string) => Number(/\((\d+) reviews?\)/.exec(text)?.[1] ?? Number.NaN);
/** "Helpful (3)" → 3; "Helpful" → 0. */
const helpfulOf = (text: string) => Number(/\((\d+)\)/.exec(text)?.[1] ?? 0);

async function openReviewsTab(page: Page) {
  const tab = page.getByRole('tab', { name: 'Reviews' });
  await tab.scrollIntoViewIfNeeded();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a guest reads the reviews behind a card’s rating and sorts them by most helpful', async ({ page }) => {
      await skipIntro(page);
      await page.goto('/property-list');
      const card = page
        .getByRole('article')
        .filter({ hasText: /\(\d+ reviews\)/ })
        .first();
      await card.scrollIntoViewIfNeeded();
      const count = countOf((await card.textContent()) ?? '');
      expect(count).toBeGreaterThan(1);
      const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
      await card.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

      await openReviewsTab(page);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByText(`${count} verified reviews`)).toBeVisible();
      await expect(panel.getByRole('definition').filter({ hasText: /^\d\.\d$/ })).toHaveCount(4);
      const reviews = panel.getByRole('list', { name: 'Guest reviews' }).getByRole('article');
      await expect(reviews.first()).toBeVisible();
      // Every published review is there: page through them with "Show more".
      const more = panel.getByRole('button', { name: 'Show more reviews' });
      while (await more.isVisible()) {
        const shown = await reviews.count();
        await more.click();
        await expect(reviews).not.toHaveCount(shown);
      }
      await expect(reviews).toHaveCount(count);
      await expectAccessible(page);

      await panel.getByLabel('Sort reviews').selectOption({ label: 'Most helpful' });
      await expect(panel.getByRole('list', { name: 'Guest reviews' })).toHaveAttribute('aria-busy', 'false');
      const counts = (await reviews.getByRole('button', { name: /^Helpful/ }).allTextContents()).map(helpfulOf);
      expect(counts.length).toBeGreaterThan(0);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });
  });
}

test.describe('console moderation at 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an admin publishes a waiting review and replies; the guest page shows the reply', async ({ page }) => {
    await skipIntro(page);
    await signIn(page, ADMIN_PHONE);
    await page.goto('/admin/reviews');
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Waiting for moderation' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/status=pending/);

    const card = page.getByRole('list', { name: 'Reviews' }).getByRole('article').first();
    const label = (await card.getAttribute('aria-label')) ?? '';
    const title = /“(.+)”/.exec(label)?.[1] ?? '';
    expect(title).not.toBe('');
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Reply' }).click();
    const reply = `Thank you for staying with us — see you again soon (${Date.now()}).`;
    await card.getByRole('textbox', { name: 'Reply as the property' }).fill(reply);
    await card.getByRole('button', { name: 'Post reply' }).click();
    await expect(card.getByText(reply)).toBeVisible();
    await card.getByRole('button', { name: 'Publish' }).click();
    // Published, it leaves the waiting list.
    await expect(page.getByRole('article', { name: label })).toHaveCount(0);

    await page.getByLabel('Status').selectOption({ label: 'Published' });
    await page.getByRole('button', { name: 'Search' }).click();
    const published = page.getByRole('article', { name: label });
    await expect(published).toBeVisible();
    await published.getByRole('link', { name: 'View on the site' }).click();

    await openReviewsTab(page);
    const review = page.getByRole('tabpanel').getByRole('article').filter({ hasText: title }).first();
    await expect(review).toBeVisible();
    await expect(review.getByText(reply)).toBeVisible();
    await expect(review.getByText(/^Response from /)).toBeVisible();
  });
});
