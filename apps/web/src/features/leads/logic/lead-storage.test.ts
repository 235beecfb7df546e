import { describe, expect, it } from 'vitest';
import {
  autoOpenPlan,
  defaultLeadDates,
  hasSeenLeadForm,
  isGuestBusy,
  isSplashUp,
  leadDateToIso,
  markLeadFormSeen,
  mayOpenNow,
  QUIET_AFTER_BUSY_MS,
  rememberLeadAttempt,
} from './lead-storage';

describe('lead popup rules', () => {
  it.each([
    ['/', false, { source: 'home', delayMs: 5000 }],
    ['/property-list', false, { source: 'first_visit', delayMs: 0 }],
    ['/about-us', true, null],
    ['/review-booking', false, null],
    ['/select-rooms', false, null],
    ['/auth', false, null],
    ['/booking-details/abc', false, null],
    ['/admin/staff', false, null],
    ['/', true, null],
    ['/admin/hero', false, null],
    ['/property-details/abc', false, null],
    ['/room-details/abc', false, null],
    ['/booking-confirmation/abc', false, null],
    ['/pay/abc.def', false, null],
    ['/settings', false, null],
    ['/contact-us', false, { source: 'first_visit', delayMs: 0 }],
  ])('on %s (seen: %s) plans %j', (path, seen, plan) => {
    expect(autoOpenPlan(path, seen)).toEqual(plan);
  });

  it('remembers the seen flag under the key ending _lead_form_seen', () => {
    expect(hasSeenLeadForm()).toBe(false);
    markLeadFormSeen();
    expect(localStorage.getItem('staybook_lead_form_seen')).toBe('true');
    expect(hasSeenLeadForm()).toBe(true);
  });

  it('keeps a local copy of every attempt', () => {
    rememberLeadAttempt({ submittedAt: 'a', triggerSource: 'home', leadId: '1' });
    rememberLeadAttempt({ submittedAt: 'b', triggerSource: 'manual', error: 'Failed to submit. Please try again.' });
    expect(JSON.parse(localStorage.getItem('staybook_lead_data')!)).toEqual([
      { submittedAt: 'a', triggerSource: 'home', leadId: '1' },
      { submittedAt: 'b', triggerSource: 'manual', error: 'Failed to submit. Please try again.' },
    ]);
  });

  it('defaults the dates to today and tomorrow', () => {
    expect(defaultLeadDates(new Date('2026-12-31T06:00:00Z'))).toEqual({
      checkIn: '2026-12-31',
      checkOut: '2027-01-01',
    });
    // 21:30 UTC is already the next morning in Goa: stays are Goa dates, whatever the visitor's clock says.
    expect(defaultLeadDates(new Date('2026-11-22T21:30:00Z'))).toEqual({
      checkIn: '2026-11-23',
      checkOut: '2026-11-24',
    });
    expect(leadDateToIso('2026-11-23')).toBe('2026-11-22T18:30:00.000Z');
  });
});

describe('isGuestBusy', () => {
  it.each([
    ['nothing open', '<header><button aria-expanded="false">Menu</button></header><main></main>', false],
    ['a dialog (city picker, sign-in prompt)', '<div role="dialog" aria-modal="true"></div>', true],
    ["the header's open menu", '<header><button aria-expanded="true">Menu</button></header>', true],
    ['an open FAQ on the page', '<main><button aria-expanded="true">Question</button></main>', false],
    // The splash is not the guest's doing: the popup waits for it to end (isSplashUp), not for a quiet time after it.
    ['the startup splash', '<div id="boot-splash"></div>', false],
  ])('%s → %s', (_name, html, busy) => {
    document.body.innerHTML = html;
    expect(isGuestBusy(document)).toBe(busy);
    document.body.innerHTML = '';
  });
});

describe('isSplashUp', () => {
  it.each([
    ['no splash on the page', '', false],
    ['the splash on screen', '<div id="boot-splash"></div>', true],
    ['the splash ending (<html> marked, the node not yet removed)', '<div id="boot-splash"></div>', false, 'no-splash'],
  ])('%s → %s', (_name, html, up, htmlClass = '') => {
    document.body.innerHTML = html;
    document.documentElement.className = htmlClass;
    expect(isSplashUp(document)).toBe(up);
    document.body.innerHTML = '';
    document.documentElement.className = '';
  });
});

describe('mayOpenNow', () => {
  const idle = { splashUp: false, busy: false, lastBusyAt: null };
  it.each([
    ['not due yet', { ...idle, now: 4000, dueAt: 5000 }, false],
    ['due, never busy', { ...idle, now: 5000, dueAt: 5000 }, true],
    ['due, busy now', { ...idle, now: 9000, dueAt: 5000, busy: true, lastBusyAt: 9000 }, false],
    ['a picker closed a moment ago', { ...idle, now: 9000, dueAt: 5000, lastBusyAt: 8800 }, false],
    [
      'a picker closed just under the quiet time ago',
      { ...idle, now: 9000, dueAt: 5000, lastBusyAt: 9000 - QUIET_AFTER_BUSY_MS + 1 },
      false,
    ],
    ['quiet for long enough', { ...idle, now: 9000, dueAt: 5000, lastBusyAt: 9000 - QUIET_AFTER_BUSY_MS }, true],
    ['due, the splash still up', { ...idle, now: 3000, dueAt: 0, splashUp: true }, false],
    ['due, the splash just gone (no quiet time after it)', { ...idle, now: 3001, dueAt: 0 }, true],
  ])('%s → %s', (_name, state, expected) => {
    expect(mayOpenNow(state)).toBe(expected);
  });

  it('counts typing in a field (the search bar’s, a form’s) as busy, not a button that kept the focus', () => {
    document.body.innerHTML =
      '<search aria-label="Search stays"><input aria-label="Destination" /><button>Where</button></search>';
    (document.querySelector('search input') as HTMLInputElement).focus();
    expect(isGuestBusy(document)).toBe(true);
    (document.querySelector('search button') as HTMLButtonElement).focus();
    expect(isGuestBusy(document)).toBe(false);
    document.body.innerHTML = '';
  });
});
