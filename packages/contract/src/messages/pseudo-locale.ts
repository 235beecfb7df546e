/**
 * The pseudo-locale (docs/languages.md, "A pseudo-locale"): English's messages with every letter accented and ~30%
 * longer, so a page built with it shows at a glance any English the catalogues do not carry (a word written in a
 * component, not a message) and any text a longer language would clip. `npm run messages:compile` writes it as
 * compiled/en-XA/<area>.ts (compile.ts), built into every production build as chunks no real language loads; a
 * server started with `PSEUDO_LOCALE=en-XA` (refused in production) serves them in place of English's to a browser
 * holding the `staybook_pseudo_locale` cookie (apps/api/src/plugins/web-app.ts). Never offered to guests: it has no
 * address, no switcher entry.
 *
 * It works on the compiled messages (compiled-catalogue.ts): a message is a string or a list of tokens, each a text
 * (accented and lengthened) or a placeholder `[name, format?, options?]` whose name and format are kept and whose
 * options (a plural's or select's branches) are messages again. Element tags in text (`<0>`, `</0>`, `<0/>`) are kept.
 */

import { MESSAGE_AREA_NAMES, type MessageArea, SERVER_AREAS } from './areas';

// Each ASCII letter and its accented look-alike, at the same place (no work at load: nothing to keep in a bundle).
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'];
const TAG = /(<\/?\d+\/?>)/;
/** The share a text grows by (German runs ~30% longer than English). */
const GROWTH = 0.3;

/** One text: its letters accented (tags kept) and, when it has letters, words of `ẋ` added to make it ~30% longer. */
export function pseudoText(text: string): string {
  const accented = text
    .split(TAG)
    .map((part) => (TAG.test(part) ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[PLAIN.indexOf(c)] ?? c)))
    .join('');
  const letters = text.replace(TAG, '').replace(/[^A-Za-z]/g, '').length;
  if (letters === 0) return accented;
  const extra = Math.max(1, Math.ceil(letters * GROWTH));
  const words = Array.from({ length: Math.ceil(extra / 5) }, (_, i) => 'ẋ'.repeat(Math.min(5, extra - i * 5)));
  // Before a trailing space, so a text followed by a placeholder keeps its gap.
  const trailing = /\s+$/.exec(accented)?.[0] ?? '';
  return `${accented.slice(0, accented.length - trailing.length)} ${words.join(' ')}${trailing}`;
}

function pseudoToken(token: unknown): unknown {
  if (typeof token === 'string') return pseudoText(token);
  if (!Array.isArray(token)) return token;
  const [name, format, options] = token as [unknown, unknown, unknown];
  if (options === null || typeof options !== 'object') return token;
  const branches = Object.fromEntries(
    Object.entries(options as Record<string, unknown>).map(([key, branch]) => [key, pseudoMessage(branch)]),
  );
  return [name, format, branches];
}

/** A compiled message in the pseudo-locale. */
export function pseudoMessage(message: unknown): unknown {
  if (typeof message === 'string') return pseudoText(message);
  return Array.isArray(message) ? message.map(pseudoToken) : message;
}

/** A compiled catalogue (or area) in the pseudo-locale. */
export function pseudoMessages<T>(messages: T): T {
  return Object.fromEntries(
    Object.entries(messages as Record<string, unknown>).map(([id, message]) => [id, pseudoMessage(message)]),
  ) as T;
}

/** The pseudo-locale's code (never in LANGUAGES: no page's address names it). */
export const PSEUDO_LOCALE = 'en-XA';
/**
 * The cookie a browser holds to be served the pseudo-locale on English's pages, by a server started with
 * `PSEUDO_LOCALE=en-XA` (the browser stories' servers); any other server ignores it.
 */
export const PSEUDO_LOCALE_COOKIE = 'staybook_pseudo_locale';

/**
 * The pseudo-locale's areas (compiled/en-XA/<area>.ts): the shell and every page's; the server-only areas (the
 * splash, the guest's messages) are never drawn by a page.
 */
export const PSEUDO_AREAS: readonly MessageArea[] = MESSAGE_AREA_NAMES.filter(
  (a) => !(SERVER_AREAS as readonly string[]).includes(a),
);
