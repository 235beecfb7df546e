import { propertyTypeLabel } from '@staybook/contract/catalogue';
import { LANGUAGES, languagePrefix } from '@staybook/contract/languages';
import type { MessageId } from '@staybook/contract/messages/en';
import { pagePaths } from '@staybook/contract/page-paths';
import { HOME_PAGE_TITLE, propertyPageTitle, roomPageTitle } from '@staybook/contract/page-titles';
import { toPropertyCategory, toPropertyTypeKey } from '@staybook/contract/property-types';
import type { ServerTranslate } from '../../lib/messages.js';
import type { PageMeta } from '../../plugins/web-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id in '/property-details/<id>' or '/room-details/<id>', when it is a well-formed id. */
export function idFromPath(pathname: string, prefix: '/property-details/' | '/room-details/'): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const raw = pathname.slice(prefix.length).replace(/\/+$/, '');
  // Ids are plain hex and dashes: no decoding needed, and a malformed %-escape cannot throw here.
  return UUID.test(raw) ? raw.toLowerCase() : null;
}

export interface PropertyForMeta {
  id: string;
  name: string;
  propertyType: string;
  locality: string;
  cityName: string;
  description: string;
  /** From published reviews only (the same summary the JSON-LD AggregateRating carries). */
  ratingAverage: number;
  ratingCount: number;
  imageUrl: string | null;
}

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/**
 * Head tags of a property page: its name, kind and city in the title, its first image, and a description of what the
 * page shows. No price: the page shows none to a visitor (it is unlocked), and a snippet must not promise one.
 */
export function propertyPageMeta(p: PropertyForMeta, t?: ServerTranslate): PageMeta {
  const place = [p.locality, p.cityName].filter(Boolean).join(', ');
  const about = p.description ? ` ${p.description}` : '';
  const lead = `${propertyTypeLabel(p.propertyType)} in ${place}.`;
  const rating = p.ratingCount > 0 ? ` Rated ${p.ratingAverage.toFixed(1)}/5 by ${p.ratingCount} guests.` : '';
  const words = t
    ? propertyWordsIn(t, p, place, about)
    : {
        title: propertyPageTitle({ name: p.name, typeLabel: propertyTypeLabel(p.propertyType), city: p.cityName }),
        description: clip(`${lead}${rating}${about}`, 200),
      };
  return {
    ...words,
    ...(p.imageUrl ? { image: p.imageUrl } : {}),
    url: `/property-details/${p.id}`,
    type: 'website',
  };
}

export interface RoomForMeta {
  id: string;
  name: string;
  propertyName: string;
  description: string;
  imageUrl: string | null;
}

/**
 * A property page's title and description in another language (docs/languages.md): the same facts in the language's
 * sentences, the type named as the cards name it; the property's own description stays as entered (content per
 * language is issue 43's console part).
 */
function propertyWordsIn(t: ServerTranslate, p: PropertyForMeta, place: string, about: string) {
  const type = t('card.type', { type: toPropertyTypeKey(p.propertyType) ?? 'other' });
  const lead = place ? t('property.serverLead', { type, place }) : type;
  const rating =
    p.ratingCount > 0
      ? ` ${t('property.serverRated', { score: p.ratingAverage.toFixed(1), count: p.ratingCount })}`
      : '';
  return {
    title: p.cityName
      ? t('property.pageTitle', { name: p.name, type, city: p.cityName })
      : propertyPageTitle({ name: p.name, typeLabel: type, city: '' }),
    description: clip(`${lead}${rating}${about}`, 200),
  };
}

/** A room page's head: the room and its property; no price (the page shows none). `t`: another language's words. */
export function roomPageMeta(r: RoomForMeta, t?: ServerTranslate): PageMeta {
  const lead = t
    ? t('room.serverDescription', { name: r.name, property: r.propertyName })
    : `${r.name} at ${r.propertyName}.`;
  return {
    title: roomPageTitle({ name: r.name, propertyName: r.propertyName }),
    description: clip(`${lead}${r.description ? ` ${r.description}` : ''}`, 200),
    ...(r.imageUrl ? { image: r.imageUrl } : {}),
    url: `/room-details/${r.id}`,
  };
}

/** Pages with fixed head tags (titles match what each page sets in the browser). */
export const staticPageMeta: Record<string, { title: string; description: string }> = {
  '/property-list': {
    title: 'Properties — Staybook',
    description: 'Villas, hotels and apartments in Goa and beyond. Filter by dates, guests and budget.',
  },
  '/about-us': {
    title: 'About us — Staybook',
    description:
      'Staybook is a Goa hospitality brand: 50+ hand-picked villas, hotels and apartments across 5+ cities, loved by 200k+ guests.',
  },
  '/contact-us': {
    title: 'Contact us — Staybook',
    description: 'Write to Staybook about a booking, a partnership or anything else. Our Goa team answers 24/7.',
  },
  '/support': {
    title: 'Help and support — Staybook',
    description:
      'Get help with a Staybook booking: call, e-mail or WhatsApp our team 24/7, or read the common questions.',
  },
  '/privacy-policy': {
    title: 'Privacy policy — Staybook',
    description: 'How Staybook collects, uses and protects your personal data. Effective January 1, 2025.',
  },
  '/terms-and-conditions': {
    title: 'Terms and conditions — Staybook',
    description:
      'The terms for booking a Staybook stay: who can book, check-in and check-out times, house rules. Effective January 1, 2025.',
  },
  '/refund-cancellation-policy': {
    title: 'Refund and cancellation policy — Staybook',
    description:
      'How cancellations and refunds work at Staybook: refunds in 7-14 working days, 24/7 support, flexible options.',
  },
};

/**
 * The information pages written in every language (issue 43): their head in another language is their own words
 * (the catalogues' `about.*`, `contact.*`, `support.*`, `policy.refund.*`, `privacy.*`, `terms.*`, as the page sets
 * them in the browser), and they are in each language's sitemap.
 */
export const translatedStaticPages = {
  '/about-us': { title: 'about.title', description: 'about.description' },
  '/contact-us': { title: 'contact.title', description: 'contact.description' },
  '/support': { title: 'support.title', description: 'support.description' },
  '/refund-cancellation-policy': { title: 'policy.refund.title', description: 'policy.refund.description' },
  '/privacy-policy': { title: 'privacy.title', description: 'privacy.description' },
  '/terms-and-conditions': { title: 'terms.title', description: 'terms.description' },
} as const satisfies Record<string, { title: MessageId; description: MessageId }>;

/** A static page's head: English's as written above, another language's from its words where it has them. */
export function staticPageMetaIn(pathname: string, t?: ServerTranslate): { title: string; description: string } | null {
  const meta = staticPageMeta[pathname];
  if (!meta) return null;
  const words = translatedStaticPages[pathname as keyof typeof translatedStaticPages];
  if (!t || !words) return meta;
  return { title: `${t(words.title)} — Staybook`, description: t(words.description) };
}

export const homePageMeta = {
  title: HOME_PAGE_TITLE,
  description:
    "Book Goa's finest villas, beachfront hotels and budget stays. Best rates, instant confirmation, 24/7 support.",
  url: '/',
} as const;

/**
 * The list's heading, as apps/web's listHeading words it (the page's title is this plus the brand): a chosen type,
 * else a category, else the city. Kept here because the API cannot import the web app; seo.int.test.ts holds both to
 * the same titles.
 */
export function listHeading(params: Record<string, string | undefined>): string {
  const type = params.propertyType;
  if (type && type.toLowerCase() !== 'all' && !type.includes(',')) return `${propertyTypeLabel(type)} Properties`;
  const category = toPropertyCategory(params.category);
  if (category) return `${category} Properties`;
  return params.city ? `Properties in ${params.city}` : 'All Properties';
}

/**
 * The list's canonical address keeps only what decides which stays it is about: the place (city), the type and the
 * category, which are also what its title names, and the page number past the first (each page lists other stays).
 * Dates, guests, budget, amenities, sort and tracking parameters narrow or reorder one visitor's search: thousands
 * of addresses for one page, none of which should be indexed on its own.
 */
export function listCanonicalPath(params: Record<string, string | undefined>): string {
  const kept = new URLSearchParams();
  if (params.city && params.city.toLowerCase() !== 'all') kept.set('city', params.city);
  const category = toPropertyCategory(params.category);
  if (category) kept.set('category', category);
  const type = params.propertyType;
  if (type && type.toLowerCase() !== 'all') kept.set('propertyType', type);
  const page = Number(params.page);
  if (Number.isInteger(page) && page > 1) kept.set('page', String(page));
  const query = kept.toString();
  return query ? `${pagePaths.propertyList}?${query}` : pagePaths.propertyList;
}

/** The list page's head for its API parameters (propertyListApiParams of its address). */
export function listPageMeta(params: Record<string, string | undefined>): PageMeta {
  const heading = listHeading(params);
  return {
    title: `${heading} — Staybook`,
    description: `${heading} on Staybook: compare prices, amenities and ratings, and book instantly.`,
    url: listCanonicalPath(params),
  };
}

/**
 * A guest's own pages (and the steps of a booking): titled as each page titles itself, never indexed, and with no
 * canonical address, so a payment or wishlist token in the path is not repeated in the head.
 */
const privatePages: ReadonlyArray<{
  path: string;
  withId: boolean;
  title: string;
  description?: string;
  /** The page's own title in the catalogues, for its head in another language (as the page titles itself there). */
  titleId?: MessageId;
}> = [
  {
    path: pagePaths.auth,
    withId: false,
    title: 'Sign in',
    description: 'Sign in to Staybook with your mobile number and a one-time code.',
  },
  { path: pagePaths.bookings, withId: false, title: 'My bookings' },
  { path: pagePaths.bookingDetails, withId: false, title: 'Booking Details' },
  { path: pagePaths.changeBooking, withId: true, title: 'Change booking' },
  { path: pagePaths.bookingConfirmation, withId: true, title: 'Booking confirmation' },
  { path: pagePaths.reviewBooking, withId: false, title: 'Review booking' },
  { path: pagePaths.selectRooms, withId: false, title: 'Select rooms' },
  { path: pagePaths.rateStay, withId: true, title: 'Rate your stay' },
  { path: pagePaths.profile, withId: false, title: 'Profile' },
  {
    path: pagePaths.settings,
    withId: false,
    title: 'Settings',
    description: 'Your Staybook preferences: display name, notifications and language.',
  },
  {
    path: pagePaths.kyc,
    withId: false,
    title: 'KYC details',
    description: 'Submit an identity document for faster check-in.',
  },
  // Reached from the desk's SMS or e-mail in the booking's language (`/hi/pay/<token>`): titled in it.
  { path: pagePaths.paymentLink, withId: true, title: 'Pay for your booking', titleId: 'payLink.pageTitle' },
  {
    path: pagePaths.wishlist,
    withId: true,
    title: 'Shared wishlist',
    description: 'Properties someone saved on Staybook and shared with you.',
  },
  {
    path: pagePaths.wishlist,
    withId: false,
    title: 'Wishlist',
    description: 'The properties you saved with the heart, to compare and share.',
  },
];

/**
 * The head of a guest's own page (noindex), or null when the path is not one. In another language (`t`), a page the
 * catalogues title is titled in it, its description those words too; the others keep English's head.
 */
export function privatePageMeta(pathname: string, t?: ServerTranslate): PageMeta | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // An entry with an id matches only below its path; one without matches the path and anything below it.
  const page = privatePages.find(
    (p) => (!p.withId && path === p.path) || (path.startsWith(`${p.path}/`) && path.length > p.path.length + 1),
  );
  if (!page) return null;
  if (t && page.titleId) {
    const title = t(page.titleId);
    return { title: `${title} — Staybook`, description: title, robots: 'noindex' };
  }
  return {
    title: `${page.title} — Staybook`,
    description: page.description ?? `${page.title} on Staybook.`,
    robots: 'noindex',
  };
}

/**
 * robots.txt: everything but the console may be crawled (a guest's own pages say noindex in their head, which a
 * crawler must be allowed to read), and the sitemap by its full address, as the protocol requires.
 */
export function robotsTxt(publicUrl: string): string {
  // English's sitemap, then each other language's (docs/languages.md).
  const sitemaps = LANGUAGES.map((lang) => `Sitemap: ${publicUrl}${languagePrefix(lang)}/sitemap.xml\n`).join('');
  return `User-agent: *\nAllow: /\nDisallow: ${pagePaths.admin}\n${sitemaps}`;
}

/** Public pages every crawler should know, besides the property pages. */
export const sitemapStaticPaths = ['/', ...Object.keys(staticPageMeta)];

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
  /** Pictures of the page (image sitemap extension), absolute or site paths. */
  images?: readonly string[];
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** A sitemaps.org 0.9 document with absolute URLs on the public origin and its pictures. */
export function buildSitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : `${publicUrl}${u}`);
  const urls = entries.map((e) => {
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    const images = (e.images ?? [])
      .map((img) => `<image:image><image:loc>${escapeXml(abs(img))}</image:loc></image:image>`)
      .join('');
    return `  <url><loc>${escapeXml(abs(e.path))}</loc>${lastmod}${images}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The head of an address that names nothing (status 404) or something delisted (410): never indexed, no canonical,
 * the app drawing its own "could not find" message.
 */
export function missingPageMeta(kind: 'property' | 'room', status: 404 | 410): PageMeta {
  const what = kind === 'property' ? 'Property' : 'Room';
  return {
    title: `${what} not found — Staybook`,
    description:
      status === 410
        ? `This ${kind} is no longer offered on Staybook.`
        : `There is no such ${kind} on Staybook. Browse our stays in Goa instead.`,
    robots: 'noindex',
    status,
  };
}
