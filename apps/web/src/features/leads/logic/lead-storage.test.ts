import { describe, expect, it } from 'vitest';
import { autoOpenPlan, defaultLeadDates, hasSeenLeadForm, markLeadFormSeen, rememberLeadAttempt } from './lead-storage';

describe('lead popup rules', () => {
  it.each([
    ['/', false, { source: 'home', delayMs: 5000 }],
    ['/property-list', false, { source: 'first_visit', delayMs: 0 }],
    ['/about-us', true, null],
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
    expect(defaultLeadDates(new Date(2026, 11, 31))).toEqual({ checkIn: '2026-12-31', checkOut: '2027-01-01' });
  });
});
