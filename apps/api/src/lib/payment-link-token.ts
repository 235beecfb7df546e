import { createHmac, timingSafeEqual } from 'node:crypto';
import { pagePaths } from '@staybook/contract/page-paths';
import { guestPageUrl } from './guest-page-url.js';

/**
 * A desk booking's payment link names its booking and proves it came from us: `<bookingId>.<mac>`, the MAC an HMAC
 * of the booking id under the server's secret. Nothing is stored; the link is payable while the booking's hold lasts.
 */
const mac = (secret: string, bookingId: string) =>
  createHmac('sha256', secret).update(`payment-link:${bookingId}`).digest('base64url').slice(0, 32);

export function paymentLinkToken(secret: string, bookingId: string): string {
  return `${bookingId}.${mac(secret, bookingId)}`;
}

/** The booking id a genuine token names; null for anything else. */
export function bookingOfPaymentLink(secret: string, token: string): string | null {
  const [bookingId, given] = token.split('.');
  if (!bookingId || !given) return null;
  const expected = Buffer.from(mac(secret, bookingId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? bookingId : null;
}

/** The guest's payment page of a token, in the booking's language (English's `/pay/<token>` for none). */
export const paymentLinkUrl = (publicUrl: string, token: string, language?: string | null) =>
  guestPageUrl(publicUrl, language, `${pagePaths.paymentLink}/${token}`);
