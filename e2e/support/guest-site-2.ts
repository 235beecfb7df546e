import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Information pages and a text each must show (the spec's figures and facts). */
export const infoPages: Array<{ path: string; heading: RegExp; texts: Array<string | RegExp> }> = [
  { path: '/about-us', heading: /chosen by people who live here/i, texts: ['200k+', '50+', '4.8', '5+'] },
  { path: '/contact-us', heading: /love to hear from you/i, texts: ['support@staybook.in', '+91 832 240 0000'] },
  {
    path: '/support',
    heading: /How can we help/i,
    texts: [/free cancellation up to 24 hours before check-in/i, 'support@staybook.in'],
  },
  { path: '/privacy-policy', heading: /Privacy Policy/, texts: ['Effective date: January 1, 2025'] },
  {
    path: '/terms-and-conditions',
    heading: /Terms and Conditions/,
    texts: ['Effective date: January 1, 2025', /at least 18 years old/, /each property's own/, /after 10 PM/],
  },
  {
    path: '/refund-cancellation-policy',
    heading: /Refund & Cancellation Policy/,
    texts: ['7-14 Days', '24/7', 'Important Notes', 'support@staybook.in'],
  },
  { path: '/settings', heading: /Settings/, texts: ['Notifications', 'Language'] },
];

/** The toast region's current message. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first()).toBeVisible();
}

interface PropertyCardJson {
  id: string;
  name: string;
  price: { min: number | null };
}

/** A seeded property with rooms for sale in the default stay (so unlocking answers a price). */
export async function findBookableProperty(request: APIRequestContext): Promise<PropertyCardJson> {
  const res = await request.get('/property/v1/app/property', { params: { propertyType: 'all', limit: 20 } });
  expect(res.ok(), `property list failed (${res.status()})`).toBeTruthy();
  const cards = ((await res.json()) as { data: { data: PropertyCardJson[] } }).data.data;
  const card = cards.find((c) => c.price.min !== null);
  if (!card) throw new Error('the demo catalogue has no property with rooms for sale');
  return card;
}

/** The full-screen viewer's "n of m" counter. */
export function viewerCounter(page: Page) {
  return page.getByRole('dialog').getByText(/^\d+ of \d+$/);
}
