import type { CalendarImport } from '@staybook/contract/calendar-sync';
import { istDateToUnix } from '@staybook/contract/stay-dates';
import { describe, expect, it } from 'vitest';
import {
  calendarImportFormSchema,
  calendarImportMessages,
  describeConflict,
  importState,
  lastAttempt,
} from './calendar-sync';

const ROOM_TYPE = '00000000-0000-4000-8000-000000000000';
/** 26 Nov 2026, 3:40 PM in IST. */
const AT = istDateToUnix('2026-11-26') + 15 * 3600 + 40 * 60;
const item = (over: Partial<CalendarImport> = {}): CalendarImport => ({
  id: 'i1',
  roomTypeId: ROOM_TYPE,
  channel: 'Airbnb',
  url: 'https://www.airbnb.co.in/calendar/ical/1.ics',
  lastAttemptAt: AT,
  lastSyncedAt: AT,
  lastError: null,
  eventCount: 3,
  ...over,
});

describe('an imported calendar’s state', () => {
  it('says when it was read and how many events it holds', () => {
    expect(importState(item())).toEqual({ tone: 'green', label: 'Read', detail: '3 events at 26 Nov 2026, 3:40 PM.' });
    expect(importState(item({ lastAttemptAt: null, lastSyncedAt: null, eventCount: 0 }))).toEqual({
      tone: 'slate',
      label: 'Not read yet',
      detail: null,
    });
    expect(lastAttempt(item({ lastAttemptAt: null }))).toBe('Never');
    expect(lastAttempt(item())).toBe('26 Nov 2026, 3:40 PM');
  });

  it('gives a failed read’s reason and what is kept from the last good one', () => {
    expect(importState(item({ lastError: 'The calendar did not answer within 10 seconds.', eventCount: 1 }))).toEqual({
      tone: 'red',
      label: 'Last read failed',
      detail:
        'The calendar did not answer within 10 seconds. Kept from the last good read (26 Nov 2026, 3:40 PM): 1 event.',
    });
    expect(importState(item({ lastError: 'The channel answered 404 Not Found.', lastSyncedAt: null })).detail).toBe(
      'The channel answered 404 Not Found. No event was ever read from it.',
    );
  });
});

describe('the Add a channel’s calendar form', () => {
  const schema = calendarImportFormSchema(ROOM_TYPE);
  it('parses into the API body, trimmed', () => {
    expect(schema.parse({ channel: ' Airbnb ', url: ' https://example.com/a.ics ' })).toEqual({
      roomTypeId: ROOM_TYPE,
      channel: 'Airbnb',
      url: 'https://example.com/a.ics',
    });
    expect(schema.safeParse({ channel: 'Vrbo', url: 'webcal://example.com/a.ics' }).success).toBe(true);
  });

  it('refuses a missing channel and an address that is not a web address, in the operator’s words', () => {
    const issues = schema.safeParse({ channel: ' ', url: 'example.com/a.ics' }).error?.issues ?? [];
    const words = Object.fromEntries(
      issues.map((i) => {
        const m = calendarImportMessages[String(i.path[0])];
        return [i.path[0], typeof m === 'function' ? m({ type: i.code, message: i.message }) : m];
      }),
    );
    expect(words).toEqual({
      channel: 'Name the channel, for example Airbnb.',
      url: 'Paste the calendar’s address from the channel, starting with https:// (or webcal://).',
    });
  });
});

describe('a conflict in words', () => {
  it('names the channel, the room type and the nights already sold', () => {
    expect(describeConflict({ channel: 'Airbnb', roomTypeName: 'Lake Suite', conflictDates: ['2026-12-24'] })).toBe(
      'Airbnb has a booking of Lake Suite on Thu, 24 Dec 2026, a night already sold here.',
    );
    expect(
      describeConflict({
        channel: 'Booking.com',
        roomTypeName: 'Lake Suite',
        conflictDates: ['2026-12-24', '2026-12-25'],
      }),
    ).toBe('Booking.com has a booking of Lake Suite on Thu, 24 Dec 2026, Fri, 25 Dec 2026, nights already sold here.');
  });
});
