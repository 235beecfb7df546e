import { expect, expectAccessible, test } from './fixtures';

/**
 * The check every story leans on finds what it is there to find: a page's serious violations fail it, in the page
 * itself and inside a frame, and a clean page passes (so a story's green means axe ran and found nothing).
 */
const bad = `<main><h1>Rooms</h1>
  <p style="color:#bbb;background:#fff">Grey words on white nobody can read</p>
  <button></button></main>`;

test.describe('the accessibility check', () => {
  test('fails on low contrast and a button without a name, and passes a clean page', async ({ page }) => {
    await page.setContent(`<!doctype html><html lang="en"><head><title>Check</title></head><body>${bad}</body></html>`);
    const failure = await expectAccessible(page).then(
      () => '',
      (e: Error) => e.message,
    );
    expect(failure).toContain('color-contrast');
    expect(failure).toContain('button-name');
    // Checked again in the same document (axe is injected once), after the page is mended.
    await page.evaluate(() => {
      document.querySelector('p')?.setAttribute('style', 'color:#111;background:#fff');
      document.querySelector('button')?.append('Book');
    });
    await expectAccessible(page);
  });

  test('looks inside a frame', async ({ page }) => {
    const frame = `<!doctype html><html lang="en"><head><title>Inner</title></head><body>${bad}</body></html>`;
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Outer</title></head><body><main><h1>Outer</h1>
        <iframe title="Inner" srcdoc="${frame.replaceAll('"', '&quot;')}"></iframe></main></body></html>`,
    );
    await expect(page.frameLocator('iframe').locator('button')).toHaveCount(1);
    const failure = await expectAccessible(page).then(
      () => '',
      (e: Error) => e.message,
    );
    expect(failure).toContain('button-name');
  });
});
