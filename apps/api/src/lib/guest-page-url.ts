import { DEFAULT_LANGUAGE, isLanguage, pathInLanguage } from '@staybook/contract/languages';

/**
 * The one rule for a link to a guest page that the server sends (docs/languages.md, "Links in messages"): the page in
 * the language of the booking the message is about, at the site's public address. English (or no language, or one
 * the site does not speak) keeps the page's own path, byte for byte (`https://…/pay/<token>`); another language is
 * the same page under its prefix (`https://…/hi/pay/<token>`). `address` is a path of the site (`/pay/<token>`) or an
 * absolute address on `publicUrl` (a link built in English earlier, e.g. one a side effect's payload carries), which is
 * moved into the language; an address elsewhere is returned as given.
 */
export function guestPageUrl(publicUrl: string, language: string | null | undefined, address: string): string {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const ours = address.startsWith(publicUrl) && /^($|[/?#])/.test(address.slice(publicUrl.length));
  if (!ours && !address.startsWith('/')) return address;
  const path = ours ? address.slice(publicUrl.length) : address;
  return `${publicUrl}${pathInLanguage(lang, path.startsWith('/') ? path : `/${path}`)}`;
}
