import { describe, expect, it } from 'vitest';
import {
  autoOpenPlan,
  defaultLeadDates,
  hasSeenLeadForm,
  isGuestBusy,
  leadDateToIso,
  markLeadFormSeen,
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
  ])('%s → %s', (_name, html, busy) => {
    document.body.innerHTML = html;
    expect(isGuestBusy(document)).toBe(busy);
    document.body.innerHTML = '';
  });
});
