/**
 * Indian mobile numbers (spec: +91, 10 digits starting 6-9), one rule for every phone field of the site, the console
 * and the API. People write them many ways — '+91 98220 00003', '09822000003', '98220-00003', '919822000003' — typed
 * or pasted; all of them are the same 10 digits, which is what is stored, compared and sent. Zod-free: the guest
 * pages' sign-in uses it; `mobileNumberSchema` in common.ts is the API's side of the same rule.
 */

/** The sign-in page's wording; the modal, the guest form and the unlock form say it without the '6-9'. */
export const PHONE_MESSAGE_PAGE = 'Please enter a valid 10-digit mobile number starting with 6-9.';
export const PHONE_MESSAGE_MODAL = 'Please enter a valid 10-digit mobile number';
export const MOBILE_REQUIRED_MESSAGE = 'Mobile number is required';

const MOBILE = /^[6-9]\d{9}$/;
/** Digits and what people put between them: spaces, dashes (any) and dots. A '+' only in front. */
const WRITTEN = /^\+?[\d\s\-\u2010-\u2015.]*$/;

/** Exactly the 10 digits of an Indian mobile number, as stored. */
export function isIndianMobile(digits: string): boolean {
  return MOBILE.test(digits);
}

/**
 * The 10 digits of an Indian mobile number written with or without +91, 91 or a trunk 0, with spaces, dashes, dots
 * or brackets; null for anything else (9 digits, 11 digits not starting 0, a number starting 0-5, letters, +44…).
 */
export function normalizeIndianMobile(input: string): string | null {
  // Brackets carry no meaning ('(+91) 98220 00003', '(0) 98220 00003').
  const text = input.replace(/[()]/g, '').trim();
  if (!WRITTEN.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  let national: string | null = null;
  if (text.startsWith('+')) national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : null;
  else if (digits.length === 10) national = digits;
  else if (digits.length === 11 && digits.startsWith('0')) national = digits.slice(1);
  else if (digits.length === 12 && digits.startsWith('91')) national = digits.slice(2);
  return national !== null && MOBILE.test(national) ? national : null;
}

/**
 * What a mobile-number field keeps from what is in it after a keystroke or a paste: the 10 digits as soon as a whole
 * number is there in any accepted spelling; until then the digits so far, with room for a 0 or 91 prefix still being
 * typed (11 or 12 digits), else at most 10.
 */
export function mobileFieldValue(input: string): string {
  const mobile = normalizeIndianMobile(input);
  if (mobile !== null) return mobile;
  const digits = input.replace(/\D/g, '');
  const max = digits.startsWith('0') ? 11 : digits.startsWith('91') ? 12 : 10;
  return digits.slice(0, max);
}

/**
 * The digits to look for when staff search by phone: a whole number in any spelling is its 10 digits; a part of one
 * is its digits without a '+91' or trunk '0' in front ('+91 982' → '982'). A bare leading 91 on a part is kept: it
 * may be the number's own start.
 */
export function phoneSearchDigits(text: string | undefined): string {
  const input = text ?? '';
  const whole = normalizeIndianMobile(input);
  if (whole !== null) return whole;
  const digits = input.replace(/\D/g, '');
  return /^\s*\+\s*91/.test(input) ? digits.slice(2) : digits.replace(/^0+/, '');
}

/** '9876543210' → '+91 98765 43210'. */
export function formatIndianMobile(digits: string): string {
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`.trim();
}

/**
 * A number a phone can dial in India, as `tel:` wants it (+91 and the 10 national digits: a mobile, or an STD code
 * of 2–4 digits and the subscriber number), or null for anything that would dial nothing (11 digits after +91, a
 * national number starting 0).
 */
export function dialableIndianNumber(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  const national =
    input.trim().startsWith('+') || digits.length === 12 ? digits.replace(/^91/, '') : digits.replace(/^0/, '');
  return /^[1-9]\d{9}$/.test(national) ? `+91${national}` : null;
}
