/**
 * The titles of the pages people find in search results, written once for the server's head (crawlers, shared links)
 * and the app's tab title (client-side navigation), so the two never disagree.
 */
export const SITE_NAME = 'Staybook';

/** The home page: the brand and what it sells, where. */
export const HOME_PAGE_TITLE = 'Staybook — Villas, hotels and apartments in Goa';

/** "Casa Azul — Villa in Goa | Staybook": the stay, its kind and its city (the place people search by). */
export function propertyPageTitle(p: { name: string; typeLabel: string; city: string }): string {
  const what = [p.typeLabel, p.city].filter((s) => s.trim() !== '').join(' in ');
  return `${p.name}${what ? ` — ${what}` : ''} | ${SITE_NAME}`;
}

/** "Garden Room — Casa Azul, Goa | Staybook". */
export function roomPageTitle(r: { name: string; propertyName: string; city?: string | null }): string {
  const where = [r.propertyName, r.city ?? ''].filter((s) => s.trim() !== '').join(', ');
  return `${r.name}${where ? ` — ${where}` : ''} | ${SITE_NAME}`;
}
