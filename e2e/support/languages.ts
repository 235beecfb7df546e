import { expect, type Page } from '@playwright/test';
import { languageOffers } from '@staybook/contract/language-suggestion';
import { type Language, languageNames } from '@staybook/contract/languages';
import { clickWhereDrawn } from '../fixtures';

/**
 * How a guest moves a page into another language by what is drawn (docs/languages.md, "Switching"), each click where
 * it is drawn: the header's language menu, or the offer of the browser's language above the header. Either lands on
 * the same page's address in that language (`/hi/…`), rendered by the server in it.
 *
 * Stable API:
 *   chooseLanguageInHeader(page, from, to) → the header's menu ('Language: English', named in `from`) opened, `to` chosen
 *   takeLanguageOffer(page, to)            → the offer of the browser's language `to` above the header, taken
 */

/** The page is this address in `lang` (its prefix), in `lang`. */
async function expectPageIn(page: Page, lang: Exclude<Language, 'en'>): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^[a-z]+://[^/]+/${lang}/`));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

export async function chooseLanguageInHeader(page: Page, from: Language, to: Exclude<Language, 'en'>): Promise<void> {
  // The menu's button is named in the page's language ('Language: English', 'भाषा: हिन्दी'), ending in its name.
  await clickWhereDrawn(page, page.getByRole('button', { name: new RegExp(`: ${languageNames[from]}$`) }));
  await clickWhereDrawn(page, page.getByRole('link', { name: languageNames[to], exact: true }));
  await expectPageIn(page, to);
}

/** The offer is worded in the language it offers (`languageOffers`); its link is this address in that language. */
export async function takeLanguageOffer(page: Page, to: Exclude<Language, 'en'>): Promise<void> {
  const offer = page.getByRole('complementary', { name: languageOffers[to].read });
  await expect(offer).toBeVisible();
  await clickWhereDrawn(page, offer.getByRole('link', { name: languageOffers[to].read }));
  await expectPageIn(page, to);
}
