import { istDateToUnix } from '@staybook/contract/stay-dates';
import { describe, expect, it } from 'vitest';
import { dayWithWeekday } from './ist-clock';

describe('a day with its weekday in the page’s language', () => {
  it('is the contract’s in English and Intl’s in another language, for a calendar day', () => {
    expect(dayWithWeekday('en', '2030-12-24')).toBe('Tue, 24 Dec 2030');
    expect(dayWithWeekday('hi', '2030-12-24')).toBe('मंगल, 24 दिस॰ 2030');
    expect(dayWithWeekday('de', '2030-12-24')).toBe('Di., 24. Dez. 2030');
  });

  it('writes unix seconds as their IST day, late evening included', () => {
    const lateEvening = istDateToUnix('2030-12-24') + 23 * 3600 + 30 * 60;
    expect(dayWithWeekday('en', lateEvening)).toBe('Tue, 24 Dec 2030');
    expect(dayWithWeekday('de', lateEvening)).toBe('Di., 24. Dez. 2030');
  });
});
