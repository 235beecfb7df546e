import { setupI18n } from '@lingui/core';
import type { Page } from '@playwright/test';
import { languageNames } from '@staybook/contract/languages';
import { compiledCatalogues } from '@staybook/contract/messages/compiled/all';
import { en as englishCatalogue, type MessageId } from '@staybook/contract/messages/en';
import { PSEUDO_LOCALE, PSEUDO_LOCALE_COOKIE, pseudoMessages } from '@staybook/contract/messages/pseudo-locale';
import { clickWhereDrawn, expect, expectAccessible, skipIntro, test } from './fixtures';
import { findBookableRoom, selectRoomsUrl, stayFromToday } from './support/booking';

/**
 * Issue 43: the pseudo-locale (docs/languages.md). The stories' servers are started with PSEUDO_LOCALE=en-XA
 * (playwright.config.ts; production refuses it), so this browser, holding the pseudo-locale's cookie, is served
 * English's pages with every message accented and ~30% longer (the normal build's en-XA chunks): a guest at 390 px walks
 * home → the list → a property → its rooms → the review page's details step, and on each page
 *  (a) no visible text is an English catalogue message word for word (a word a component writes itself, not through
 *      the catalogues; data such as property names are not messages), and
 *  (b) no text is clipped: an element whose text overflows a box that hides it, or is cut by the viewport's edge
 *      (outside a scrolling row).
 */

const xa = setupI18n({ locale: 'en', messages: { en: pseudoMessages(compiledCatalogues.en) as never } });
const t = (id: MessageId, values?: Record<string, string | number>) => xa._(id, values);

/**
 * Words a page shows that equal an English message but are not the catalogues' to translate: each language's own
 * name (the language menu names every language in its own script, English as 'English'); the demo's category tiles,
 * which are content from the console (their names as entered, like a property's); and the words an English page shows
 * as the API sends them, which the pseudo-locale (English's messages) shows too: the property's type badge, its tabs'
 * titles and its amenities' names (another language names the ones it knows itself; docs/languages.md, Left).
 * A rate plan's promise and payment on the rooms page are written from the plan's facts in every language
 * (room-words.ts), so the pseudo-locale accents them like any message.
 */
const notMessages = new Set<string>([
  ...Object.values(languageNames),
  ...['Villas', 'Hotels', 'Apartments', 'Signature'],
  ...['Hotel', 'Villa', 'Apartment', 'About', 'Amenities', 'Location', 'Hotel Policies', 'Cancellation Policies'],
  ...['Wi-Fi', 'Parking', 'Breakfast', 'Pool', 'Gym', 'Spa', 'Beach access', 'Pet friendly'],
]);
/** A text the catalogues wrote (an accented letter or the pseudo-locale's padding): data is never accented. */
const PSEUDO_WORDS = /[àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;

/**
 * English's messages a page could show as they are: whole texts without a placeholder or an element (a message with
 * one is never one text as written). The words the server-only areas carry (splash, notify) are left out: the splash
 * is skipped, and messages never reach a page.
 */
const englishTexts = Object.entries(englishCatalogue)
  .filter(([id, text]) => !/^(splash|notify)\./.test(id) && !/[{<]/.test(text) && /[A-Za-z]{2}/.test(text))
  .map(([, text]) => text.trim())
  .filter((text) => !notMessages.has(text));

interface Finding {
  text: string;
  where: string;
}

/** What the page shows that breaks (a) or (b): visible text nodes read in the page. */
async function findingsOn(page: Page): Promise<{ english: Finding[]; clipped: Finding[] }> {
  return page.evaluate(
    ([english, pseudoWords]) => {
      const known = new Set(english);
      const written = new RegExp(pseudoWords);
      const describe = (el: Element) =>
        `${el.localName}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 4).join('.')}` : ''}`;
      const shown = (el: Element) =>
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
      // Hidden for sight on purpose (sr-only: a 1 px clipped box) is not text a guest sees clipped.
      const srOnly = (el: Element) => {
        const s = getComputedStyle(el);
        return s.clipPath !== 'none' || (s.clip !== 'auto' && s.clip !== '') || el.getBoundingClientRect().width <= 1;
      };
      const insideScroller = (el: Element) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const o = getComputedStyle(a).overflowX;
          if ((o === 'auto' || o === 'scroll') && a.scrollWidth > a.clientWidth) return true;
        }
        return false;
      };
      const englishFound: Array<{ text: string; where: string }> = [];
      const clipped: Array<{ text: string; where: string }> = [];
      const seen = new Set<Element>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
        const el = node.parentElement;
        if (!text || !el || el.closest('script,style,template,noscript,#splash-root') || !shown(el)) continue;
        if (known.has(text)) englishFound.push({ text, where: describe(el) });
        // (b) each element holding the catalogues' words once (data, a property's address or its description, may be
        // cut short by design), checked in its own box and its parent's (a text in a span of a truncating line).
        if (!written.test(text) || seen.has(el) || srOnly(el)) continue;
        seen.add(el);
        for (const box of [el, el.parentElement]) {
          if (!box || box === document.body) break;
          const style = getComputedStyle(box);
          if (style.overflowX === 'auto' || style.overflowX === 'scroll' || srOnly(box)) break;
          const hides = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
          const clamped =
            style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && box.scrollHeight > box.clientHeight + 1;
          if ((hides && box.scrollWidth > box.clientWidth + 1) || clamped) {
            clipped.push({ text: text.slice(0, 80), where: describe(box) });
            break;
          }
        }
        const r = el.getBoundingClientRect();
        if ((r.right > window.innerWidth + 1 || r.left < -1) && !insideScroller(el))
          clipped.push({ text: text.slice(0, 80), where: `${describe(el)} (past the viewport's edge)` });
      }
      return { english: englishFound, clipped };
    },
    [englishTexts, PSEUDO_WORDS.source] as const,
  );
}

/** (a) and (b) on the page as it is now, with axe. */
async function expectNoEnglishNorClipping(page: Page, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
  const { english, clipped } = await findingsOn(page);
  expect.soft(english, `${label}: English a component writes itself`).toEqual([]);
  expect.soft(clipped, `${label}: clipped text`).toEqual([]);
  await expectAccessible(page);
}

test.describe('the pseudo-locale at a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a guest walks from home to the review page: no English outside the catalogues, nothing clipped', async ({
    page,
    baseURL,
  }) => {
    await skipIntro(page);
    // The pseudo-locale's cookie: this browser is served English's pages in it (docs/languages.md).
    await page.context().addCookies([{ name: PSEUDO_LOCALE_COOKIE, value: PSEUDO_LOCALE, url: baseURL! }]);
    const stay = stayFromToday(61, 2);
    const room = await findBookableRoom(page.request, stay);
    const dates = `checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}&adults=2&children=0`;

    await page.goto('/');
    // The page is the pseudo-locale's: the header's words are accented.
    await expect(page.getByRole('link', { name: t('header.about') }).first()).toBeAttached();
    await expectNoEnglishNorClipping(page, 'home');

    await page.goto(`/property-list?city=Goa&${dates}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoEnglishNorClipping(page, 'the list');

    await page.goto(`/property-details/${room.propertyId}?${dates}`);
    await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
    await expectNoEnglishNorClipping(page, 'the property page');

    await page.goto(selectRoomsUrl(room, stay));
    await expect(page.getByRole('heading', { level: 1, name: room.propertyName })).toBeVisible();
    await expectNoEnglishNorClipping(page, 'the rooms page');
    await clickWhereDrawn(page, page.getByRole('button', { name: t('rooms.addRoomOf', { name: room.roomName }) }));
    await expect(page.getByRole('button', { name: t('rooms.stepperMore', { name: room.roomName }) })).toBeVisible();
    await expectNoEnglishNorClipping(page, 'the rooms page with a room added');
    await clickWhereDrawn(page, page.getByRole('button', { name: t('rooms.continue') }));

    await expect(page).toHaveURL(/\/review-booking$/);
    await expect(page.getByRole('heading', { level: 1, name: t('review.title') })).toBeVisible();
    await expectNoEnglishNorClipping(page, "the review page's details step");
  });
});
