import { expect, type Page } from '@playwright/test';

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
    texts: ['Effective date: January 1, 2025', /at least 18 years old/, /2:00 PM.*11:00 AM/, /after 10 PM/],
  },
  {
    path: '/refund-cancellation-policy',
    heading: /Refund & Cancellation Policy/,
    texts: ['7-14 Days', '24/7', 'Important Notes', 'bookings@staybook.in'],
  },
  { path: '/settings', heading: /Settings/, texts: ['Notifications', 'Language'] },
];

/** The toast region's current message. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first()).toBeVisible();
}
