import { expect, test } from './fixtures';

/**
 * Issue 39: what a crawler that follows links finds. The server-rendered pages link without anything that changes with
 * the clock (the home page's tiles, rows and cards, the list's default cards), so each list and property is one URL,
 * not a new one every second or day; the list's pages are links; a property's rooms and the sitemap's room pages are
 * reachable; unknown properties answer 404.
 */
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const hrefs = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

test('the home page and the default list link without dates, so a crawler meets one URL per list and property', async ({
  request,
}) => {
  for (const url of ['/', '/property-list']) {
    const html = await (await request.get(url, { headers: { 'user-agent': CRAWLER_UA, accept: 'text/html' } })).text();
    const links = hrefs(html).filter((h) => h.startsWith('/property-list') || h.startsWith('/property-details'));
    expect(links.length, url).toBeGreaterThan(0);
    for (const link of links) expect(link, `${url} links ${link}`).not.toMatch(/checkInDate|checkOutDate/);
  }
});

test('the list pages are links a crawler can follow, and page 2 is its own canonical page', async ({ request }) => {
  const html = await (
    await request.get('/property-list?propertyType=all', { headers: { 'user-agent': CRAWLER_UA, accept: 'text/html' } })
  ).text();
  const next = hrefs(html).find((h) => /[?&]page=2(&|$)/.test(h));
  expect(next, 'a link to page 2').toBeDefined();
  const second = await (
    await request.get(next ?? '', { headers: { 'user-agent': CRAWLER_UA, accept: 'text/html' } })
  ).text();
  expect(second).toMatch(/<link rel="canonical" href="[^"]*[?&]page=2"/);
});

test('a property that does not exist answers 404 to a crawler, and the sitemap lists room pages', async ({
  request,
}) => {
  const missing = await request.get('/property-details/00000000-0000-4000-8000-000000000000', {
    headers: { 'user-agent': CRAWLER_UA, accept: 'text/html' },
  });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/room-details\/[0-9a-f-]{36}<\/loc>/);
  expect(sitemap).not.toContain('PageMap');
});

test('every page type unfurls with a picture, and loading the guest pages breaks no content security rule', async ({
  page,
  request,
}) => {
  for (const url of ['/', '/property-list', '/about-us', '/contact-us']) {
    const html = await (await request.get(url, { headers: { accept: 'text/html' } })).text();
    expect(html, url).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+" \/>/);
  }
  // Every violation the page's policy reports (zod's eval probe was one, on every page view).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    window.addEventListener(
      'securitypolicyviolation',
      (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      true,
    );
  });
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval/i.test(m.text())) refused.push(m.text());
  });
  for (const url of ['/', '/property-list']) {
    await page.goto(url);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), url).toEqual(
      [],
    );
  }
});
