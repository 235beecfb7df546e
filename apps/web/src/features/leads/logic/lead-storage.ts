import { pagePaths } from '@staybook/contract/page-paths';
import { addDays, istDateToUnix, todayIst } from '@staybook/contract/stay-dates';

export const LEAD_SEEN_KEY = 'staybook_lead_form_seen';
export const LEAD_DATA_KEY = 'staybook_lead_data';
export const HOME_DELAY_MS = 5000;

export function hasSeenLeadForm(): boolean {
  try {
    return localStorage.getItem(LEAD_SEEN_KEY) === 'true';
  } catch {
    return true;
  }
}

export function markLeadFormSeen(): void {
  try {
    localStorage.setItem(LEAD_SEEN_KEY, 'true');
  } catch {}
}

export interface LeadAttempt {
  submittedAt: string;
  triggerSource: string;
  leadId?: string;
  error?: string;
}

/** Keeps a local copy of every attempt (spec section 3), newest last, at most 20. */
export function rememberLeadAttempt(attempt: LeadAttempt): void {
  try {
    const previous = JSON.parse(localStorage.getItem(LEAD_DATA_KEY) ?? '[]') as LeadAttempt[];
    const list = Array.isArray(previous) ? previous : [];
    localStorage.setItem(LEAD_DATA_KEY, JSON.stringify([...list, attempt].slice(-20)));
  } catch {}
}

/** 'yyyy-MM-dd' in the browser's calendar, for date inputs. */
/** Today's calendar date in Goa (IST), whatever the visitor's own time zone: stays are Goa dates. */
export function istToday(now = new Date()): string {
  return todayIst(now);
}

export function defaultLeadDates(now = new Date()): { checkIn: string; checkOut: string } {
  const today = todayIst(now);
  return { checkIn: today, checkOut: addDays(today, 1) };
}

/** A date field's value as the API's instant: midnight of that day in IST. */
export function leadDateToIso(date: string): string {
  return new Date(istDateToUnix(date) * 1000).toISOString();
}

/**
 * Pages of a booking in progress or of an account: the popup never interrupts them by itself (the guest is signing
 * in, choosing rooms, paying or reading a booking). The spec opens it on any page; issue 16 keeps it to browsing.
 * Issue 24 adds the property and room pages: a deep link (a shared property, an advert) lands there, and a guest who
 * opened a property from the list is reading it; the popup waits for a browsing page instead.
 */
const QUIET_PATHS: readonly string[] = [
  pagePaths.auth,
  pagePaths.propertyDetails,
  pagePaths.roomDetails,
  pagePaths.selectRooms,
  pagePaths.reviewBooking,
  pagePaths.bookingConfirmation,
  pagePaths.paymentLink,
  pagePaths.rateStay,
  pagePaths.bookings,
  pagePaths.bookingDetails,
  pagePaths.profile,
  pagePaths.kyc,
  pagePaths.settings,
  pagePaths.admin,
];

const isQuietPath = (pathname: string) => QUIET_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/**
 * What the popup does when the page changes: open after 5 s on home, at once on other browsing pages, never on a
 * booking, account, property or room page, never again once seen.
 */
export function autoOpenPlan(
  pathname: string,
  seen: boolean,
): { source: 'home' | 'first_visit'; delayMs: number } | null {
  if (seen || isQuietPath(pathname)) return null;
  return pathname === '/' ? { source: 'home', delayMs: HOME_DELAY_MS } : { source: 'first_visit', delayMs: 0 };
}

/**
 * Whether the startup splash covers the page (lib/splash-state.ts). It is not the guest's doing, so it is no flow to
 * protect: the popup only waits for it to go (it would open beneath it) and then opens at once.
 */
export { isSplashUp } from '../../../lib/splash-state';

/**
 * Whether the guest is in the middle of something the popup must not cover: a dialog (the city picker, the calendar,
 * the guest picker, the sign-in prompt, a gallery), the header's open menu, or a field they are typing in (the search
 * bar's, a form's). A button that merely keeps the focus after a picker closed is not busy.
 */
const BUSY_SELECTOR = '[role="dialog"], [aria-modal="true"], header [aria-expanded="true"]';

const TYPING_SELECTOR =
  'input:not([type="button"],[type="submit"],[type="checkbox"],[type="radio"]), textarea, select, [contenteditable="true"]';

export function isGuestBusy(doc: Pick<Document, 'querySelector' | 'activeElement'> = document): boolean {
  if (doc.querySelector(BUSY_SELECTOR) !== null) return true;
  const active = doc.activeElement;
  return active instanceof Element && active.matches(TYPING_SELECTOR);
}

/** After the guest closes a picker or leaves the search bar, the popup waits this long before it may open. */
export const QUIET_AFTER_BUSY_MS = 4000;

/**
 * Whether the popup may open now: it is due, the splash is gone, the guest is not busy, and at least
 * QUIET_AFTER_BUSY_MS have passed since they last were (a picker that just closed is part of the same search: the
 * popup never follows it at once). The splash's end is no such moment: the spec opens the popup at once on a first
 * page other than home, and five seconds after home opens.
 */
export function mayOpenNow(state: {
  now: number;
  dueAt: number;
  splashUp: boolean;
  busy: boolean;
  lastBusyAt: number | null;
}): boolean {
  if (state.splashUp || state.busy || state.now < state.dueAt) return false;
  return state.lastBusyAt === null || state.now - state.lastBusyAt >= QUIET_AFTER_BUSY_MS;
}
