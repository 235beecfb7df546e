import { describe, expect, it } from 'vitest';
import { readCalendarApart } from './calendar-reader';
import { CalendarFeedError, CalendarLimitError, readCalendar } from './ical-rules';

const feed = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
const today = '2026-12-01';
const last = '2027-11-30';

describe('readCalendarApart', () => {
  it('answers what readCalendar answers, read on a worker thread', async () => {
    const text = feed(
      vevent(['UID:a', 'DTSTART;VALUE=DATE:20261224', 'DTEND;VALUE=DATE:20261227', 'SUMMARY:Reserved']),
      vevent(['UID:w', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261206', 'RRULE:FREQ=WEEKLY;COUNT=3']),
    );
    expect(await readCalendarApart(text, today, last)).toEqual(readCalendar(text, today, last));
  });

  it('stops a rule ical.js loops on for ever (ical.js issue 509 kind) at the time limit', async () => {
    // February never has a 30th: ical.js searches for the first occurrence inside one call to next(), for ever.
    const text = feed(vevent(['UID:never', 'DTSTART;VALUE=DATE:20261201', 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30']));
    const started = performance.now();
    const read = readCalendarApart(text, today, last, { timeoutMs: 500 });
    await expect(read).rejects.toThrow(CalendarLimitError);
    await expect(read).rejects.toThrow('Reading the calendar took longer than 500 ms and was stopped');
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(10_000);
    console.info(`calendar reader: a looping rule stopped ${Math.round(ms)} ms after the read began (limit 500 ms)`);
  });

  it('stops a read that needs more memory than it is given', async () => {
    const events = Array.from({ length: 20_000 }, (_, i) =>
      vevent([`UID:${i}-${'x'.repeat(60)}`, 'DTSTART;VALUE=DATE:20261210', `SUMMARY:${'Reserved '.repeat(20)}`]),
    );
    await expect(readCalendarApart(feed(...events), today, last, { memoryMb: 32 })).rejects.toThrow(
      /needed more than 32 MB of memory and was stopped/,
    );
  });

  it('passes on the reader’s refusals, telling a broken limit from an unreadable file', async () => {
    const endless = feed(vevent(['UID:s', 'DTSTART:20261201T000000Z', 'RRULE:FREQ=SECONDLY']));
    await expect(readCalendarApart(endless, today, last)).rejects.toThrow(CalendarLimitError);
    const garbage = readCalendarApart('BEGIN:VCALENDAR\r\ngarbage\r\nEND:VCALENDAR', today, last);
    await expect(garbage).rejects.toThrow(CalendarFeedError);
    await expect(garbage).rejects.not.toThrow(CalendarLimitError);
  });
});
