import { formatInr, paiseToRupees } from '@staybook/contract';
import { propertyTypeLabel } from '@staybook/contract/catalogue';
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
  ratingAverage: number;
  ratingCount: number;
  imageUrl: string | null;
  /** The property page's "from" price (paise a night, whole rupees); null when nothing is for sale. */
  fromRatePaise: number | null;
}

/** "from ₹4,000/night" — the starting price a shared link shows. */
export function fromPricePhrase(ratePaise: number | null): string | null {
  return ratePaise === null ? null : `from ${formatInr(paiseToRupees(ratePaise))}/night`;
}

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** Head tags of a property page: its name, first image and a description that leads with the starting price. */
export function propertyPageMeta(p: PropertyForMeta): PageMeta {
  const place = [p.locality, p.cityName].filter(Boolean).join(', ');
  const price = fromPricePhrase(p.fromRatePaise);
  const lead = `${propertyTypeLabel(p.propertyType)} in ${place}${price ? `, ${price}` : ''}.`;
  const rating = p.ratingCount > 0 ? ` Rated ${p.ratingAverage.toFixed(1)}/5 by ${p.ratingCount} guests.` : '';
  const about = p.description ? ` ${p.description}` : '';
  return {
    title: `${p.name} — Staybook`,
    description: clip(`${lead}${rating}${about}`, 200),
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
  fromRatePaise: number | null;
}

export function roomPageMeta(r: RoomForMeta): PageMeta {
  const price = fromPricePhrase(r.fromRatePaise);
  const lead = `${r.name} at ${r.propertyName}${price ? `, ${price}` : ''}.`;
  return {
    title: `${r.name} · ${r.propertyName} — Staybook`,
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

/** Public pages every crawler should know, besides the property pages. */
export const sitemapStaticPaths = ['/', ...Object.keys(staticPageMeta)];

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

/** A sitemaps.org 0.9 document with absolute URLs on the public origin. */
export function buildSitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${publicUrl}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
