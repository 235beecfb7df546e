import { describe, expect, it } from 'vitest';
import {
  CalendarFeedError,
  CalendarLimitError,
  defaultReadLimits,
  planSync,
  readCalendar,
  unavailableRuns,
  writeCalendar,
} from './ical-rules';

const feed = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const vevent = (lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');
const today = '2026-12-01';
const last = '2027-11-30';

describe('readCalendar', () => {
  it('reads all-day events as the nights from DTSTART to DTEND (excluded), the way OTAs write them', () => {
    const text = feed(
      vevent(['UID:abc@airbnb.com', 'DTSTART;VALUE=DATE:20261224', 'DTEND;VALUE=DATE:20261227', 'SUMMARY:Reserved']),
      vevent(['UID:b2', 'DTSTART;VALUE=DATE:20261210', 'SUMMARY:Blocked']),
    );
    expect(readCalendar(text, today, last)).toEqual([
      { uid: 'b2', startsOn: '2026-12-10', endsOn: '2026-12-11', summary: 'Blocked' },
      { uid: 'abc@airbnb.com', startsOn: '2026-12-24', endsOn: '2026-12-27', summary: 'Reserved' },
    ]);
  });

  it('reads timed events at their instant in India, at least one night', () => {
    const text = feed(
      // 14:00 IST on 30 Dec to 11:00 IST on 1 Jan: nights 30 and 31 Dec.
      vevent(['UID:t1', 'DTSTART:20261230T083000Z', 'DTEND:20270101T053000Z']),
      // 20:00 UTC on 5 Dec is 01:30 IST on 6 Dec.
      vevent(['UID:t2', 'DTSTART:20261205T200000Z', 'DTEND:20261205T210000Z']),
    );
    expect(readCalendar(text, today, last).map((e) => [e.uid, e.startsOn, e.endsOn])).toEqual([
      ['t2', '2026-12-06', '2026-12-07'],
      ['t1', '2026-12-30', '2027-01-01'],
    ]);
  });

  it('clips events to the window, drops past and cancelled ones, and expands a repeating event', () => {
    const text = feed(
      vevent(['UID:past', 'DTSTART;VALUE=DATE:20261101', 'DTEND;VALUE=DATE:20261105']),
      vevent(['UID:over', 'DTSTART;VALUE=DATE:20261129', 'DTEND;VALUE=DATE:20261203']),
      vevent(['UID:gone', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20261215', 'DTEND;VALUE=DATE:20261216']),
      vevent(['UID:weekly', 'DTSTART;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261207', 'RRULE:FREQ=WEEKLY;COUNT=3']),
    );
    expect(readCalendar(text, today, last).map((e) => [e.uid, e.startsOn, e.endsOn])).toEqual([
      ['over', '2026-12-01', '2026-12-03'],
      ['weekly#2026-12-05', '2026-12-05', '2026-12-07'],
      ['weekly#2026-12-12', '2026-12-12', '2026-12-14'],
      ['weekly#2026-12-19', '2026-12-19', '2026-12-21'],
    ]);
  });

  it('refuses what is not a calendar, with words an operator can act on', () => {
    expect(() => readCalendar('<html>Sign in</html>', today, last)).toThrow(CalendarFeedError);
    expect(() => readCalendar('<html>Sign in</html>', today, last)).toThrow(/not answer with a calendar/);
    expect(() => readCalendar('BEGIN:VCALENDAR\r\ngarbage\r\nEND:VCALENDAR', today, last)).toThrow(
      /The calendar could not be read/,
    );
  });
});

describe('readCalendar’s limits', () => {
  const twoYears = '2028-11-29';
  const daily = (uid: string, rule: string, start = '20261201') =>
    vevent([`UID:${uid}`, `DTSTART;VALUE=DATE:${start}`, `RRULE:${rule}`]);

  it('walks a rule without end, or with a huge COUNT, only up to the window’s last night', () => {
    const events = readCalendar(
      feed(daily('endless', 'FREQ=DAILY'), daily('huge', 'FREQ=WEEKLY;COUNT=100000000')),
      today,
      last,
    );
    expect(events.filter((e) => e.uid.startsWith('endless#'))).toHaveLength(365);
    expect(events.filter((e) => e.uid.startsWith('huge#'))).toHaveLength(53);
    expect(events.at(-1)?.startsOn).toBe(last);
  });

  it('refuses a rule that repeats several times a day, naming the event and its rule', () => {
    const text = feed(vevent(['UID:s', 'SUMMARY:Cleaning', 'DTSTART:20261201T000000Z', 'RRULE:FREQ=SECONDLY']));
    expect(() => readCalendar(text, today, last)).toThrow(CalendarLimitError);
    expect(() => readCalendar(text, today, last)).toThrow(
      `The event “Cleaning” repeats more than ${defaultReadLimits.maxRepeats} times before ${last} (FREQ=SECONDLY)`,
    );
  });

  it('refuses a calendar whose repeating events add up to more stays than the cap (50 daily events: 36,500)', () => {
    const text = feed(...Array.from({ length: 50 }, (_, i) => daily(`d${i}`, 'FREQ=DAILY')));
    expect(() => readCalendar(text, today, twoYears)).toThrow(CalendarLimitError);
    expect(() => readCalendar(text, today, twoYears)).toThrow(
      `The calendar holds more than ${defaultReadLimits.maxBlocks} stays up to ${twoYears}`,
    );
    // Under the cap the same feed is read.
    expect(readCalendar(text, today, '2026-12-31')).toHaveLength(50 * 31);
  });

  it('refuses more events than the cap, and a rule it cannot follow as unreadable (not a broken limit)', () => {
    const two = feed(daily('a', 'FREQ=YEARLY'), daily('b', 'FREQ=YEARLY'));
    expect(() => readCalendar(two, today, last, { ...defaultReadLimits, maxEvents: 1 })).toThrow(
      'The calendar has 2 events; at most 1 are read.',
    );
    const odd = feed(daily('w', 'FREQ=WEEKLY;BYMONTHDAY=3'));
    expect(() => readCalendar(odd, today, last)).toThrow(/“w” repeats by a rule that cannot be followed/);
    expect(() => readCalendar(odd, today, last)).not.toThrow(CalendarLimitError);
  });

  it('lets a changed occurrence replace the one it names, even written before its series', () => {
    const text = feed(
      vevent([
        'UID:s',
        'RECURRENCE-ID;VALUE=DATE:20261212',
        'DTSTART;VALUE=DATE:20261213',
        'DTEND;VALUE=DATE:20261215',
      ]),
      daily('s', 'FREQ=WEEKLY;COUNT=2', '20261205'),
    );
    expect(readCalendar(text, today, last).map((e) => [e.uid, e.startsOn, e.endsOn])).toEqual([
      ['s#2026-12-05', '2026-12-05', '2026-12-06'],
      ['s#2026-12-12', '2026-12-13', '2026-12-15'],
    ]);
  });
});

describe('planSync', () => {
  it('adds new events, moves changed ones, removes vanished ones and keeps the rest', () => {
    const blocks = [
      { id: 'k', externalUid: 'a', startsOn: '2026-12-05', endsOn: '2026-12-07' },
      { id: 'm', externalUid: 'b', startsOn: '2026-12-10', endsOn: '2026-12-12' },
      { id: 'r', externalUid: 'c', startsOn: '2026-12-20', endsOn: '2026-12-21' },
      // Under way since before today: read from today, it is the same stay.
      { id: 'u', externalUid: 'e', startsOn: '2026-11-28', endsOn: '2026-12-03' },
    ];
    const events = [
      { uid: 'a', startsOn: '2026-12-05', endsOn: '2026-12-07', summary: '' },
      { uid: 'b', startsOn: '2026-12-11', endsOn: '2026-12-13', summary: '' },
      { uid: 'd', startsOn: '2026-12-24', endsOn: '2026-12-26', summary: '' },
      { uid: 'e', startsOn: '2026-12-01', endsOn: '2026-12-03', summary: '' },
    ];
    const plan = planSync(blocks, events, '2026-12-01');
    expect(plan.keep.map((b) => b.id)).toEqual(['k', 'u']);
    expect(plan.move.map((m) => [m.block.id, m.event.startsOn])).toEqual([['m', '2026-12-11']]);
    expect(plan.remove.map((b) => b.id)).toEqual(['r']);
    expect(plan.add.map((e) => e.uid)).toEqual(['d']);
  });
});

describe('the published calendar', () => {
  it('publishes each run of unsellable nights as one all-day event, and nothing about the guests', () => {
    const runs = unavailableRuns([
      { date: '2026-12-03', available: 0, isClosed: false },
      { date: '2026-12-01', available: 2, isClosed: false },
      { date: '2026-12-02', available: 0, isClosed: false },
      { date: '2026-12-04', available: 1, isClosed: false },
      { date: '2026-12-05', available: 3, isClosed: true },
    ]);
    expect(runs).toEqual([
      { from: '2026-12-02', to: '2026-12-04' },
      { from: '2026-12-05', to: '2026-12-06' },
    ]);
    const text = writeCalendar(
      { id: 'rt1', name: 'Pool Suite', propertyName: 'Casa Coqueiro' },
      runs,
      new Date('2026-12-01T00:00:00Z'),
      'staybook.in',
    );
    expect(text).toContain('UID:rt1-2026-12-02@staybook.in');
    expect(text).toContain('DTSTART;VALUE=DATE:20261202');
    expect(text).toContain('DTEND;VALUE=DATE:20261204');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // What it writes, it reads back.
    expect(readCalendar(text, '2026-12-01', '2026-12-31').map((e) => [e.startsOn, e.endsOn])).toEqual([
      ['2026-12-02', '2026-12-04'],
      ['2026-12-05', '2026-12-06'],
    ]);
  });
});
