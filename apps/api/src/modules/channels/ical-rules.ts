import { CALENDAR_MAX_BLOCKS, CALENDAR_MAX_EVENTS, CALENDAR_MAX_REPEATS } from '@staybook/contract/calendar-sync';
import { addDays, daysBetween, type IsoDate, isIsoDate, todayIst } from '@staybook/contract/stay-dates';
import ICAL from 'ical.js';
import ical from 'ical-generator';

/**
 * iCal (RFC 5545) both ways, as pure functions: reading another channel's calendar into the stays it blocks, and
 * writing a room type's unavailable nights. Dates are IST calendar dates; a stay's nights are [startsOn, endsOn).
 */

/** One event of an imported calendar as the nights it blocks. */
export interface CalendarEvent {
  /** The event's UID (with the occurrence's date for a repeating event): how a moved or removed event is found. */
  uid: string;
  startsOn: IsoDate;
  endsOn: IsoDate;
  summary: string;
  /**
   * The event's DESCRIPTION, shortened (Airbnb writes its reservation code there): how an OTA booking the desk entered
   * is recognised as this event (ota-match-rules.ts). Absent when the event has none.
   */
  description?: string;
}

/** A feed that cannot be read: the message says why, in words an operator can act on. */
export class CalendarFeedError extends Error {}

/**
 * A feed that broke one of the reader's limits (too many events or stays, a rule repeating without end, a read that
 * hung or ran out of memory): reading it again would do the same, so it is not read on schedule until someone asks.
 */
export class CalendarLimitError extends CalendarFeedError {}

/** How much of a feed is read; the contract's limits unless a test lowers them. */
export interface ReadLimits {
  /** VEVENTs in the file. */
  maxEvents: number;
  /** Stays in the window, repeating events expanded. */
  maxBlocks: number;
  /** Occurrences walked through for one repeating event. */
  maxRepeats: number;
}

export const defaultReadLimits: ReadLimits = {
  maxEvents: CALENDAR_MAX_EVENTS,
  maxBlocks: CALENDAR_MAX_BLOCKS,
  maxRepeats: CALENDAR_MAX_REPEATS,
};

/** The IST calendar date of an iCal time: a DATE as written, a DATE-TIME at its instant in India. */
function istDateOf(time: ICAL.Time): IsoDate | null {
  if (time.isDate) {
    const date = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
    return isIsoDate(date) ? date : null;
  }
  const instant = time.toJSDate();
  return Number.isNaN(instant.getTime()) ? null : todayIst(instant);
}

/**
 * The events of a calendar that block nights from `today` to `lastNight` (both included), clipped to that window.
 * An all-day event blocks its DTSTART date up to its DTEND date (excluded), as RFC 5545 and every OTA write them; a
 * timed event blocks the IST dates from its start to its end (at least its first night). Cancelled events and events
 * wholly in the past or beyond the window are left out; a repeating event is expanded up to the window's last night.
 * Throws CalendarFeedError for anything that is not a readable calendar, CalendarLimitError past `limits`.
 *
 * ical.js can loop inside one step of a rule that never matches (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30): no count here
 * stops that, so the server reads feeds through readCalendarApart (calendar-reader.ts), which stops the thread.
 */
export function readCalendar(
  text: string,
  today: IsoDate,
  lastNight: IsoDate,
  limits: ReadLimits = defaultReadLimits,
): CalendarEvent[] {
  if (!/BEGIN:VCALENDAR/i.test(text))
    throw new CalendarFeedError(
      'The address did not answer with a calendar (no BEGIN:VCALENDAR): check that it is the channel’s iCal export link.',
    );
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new CalendarFeedError(`The calendar could not be read: ${(error as Error).message}.`);
  }
  const calendar = root.name === 'vcalendar' ? root : root.getFirstSubcomponent('vcalendar');
  if (!calendar) throw new CalendarFeedError('The calendar could not be read: it has no VCALENDAR.');
  const vevents = calendar.getAllSubcomponents('vevent');
  if (vevents.length > limits.maxEvents)
    throw new CalendarLimitError(
      `The calendar has ${vevents.length} events; at most ${limits.maxEvents} are read. Nothing was changed.`,
    );
  const end = addDays(lastNight, 1);
  const events = new Map<string, CalendarEvent>();
  const add = (uid: string, startsOn: IsoDate, endsOn: IsoDate, summary: string, description = '') => {
    const from = startsOn > today ? startsOn : today;
    const to = endsOn < end ? endsOn : end;
    if (from < to)
      events.set(uid, { uid, startsOn: from, endsOn: to, summary, ...(description ? { description } : {}) });
    if (events.size > limits.maxBlocks)
      throw new CalendarLimitError(
        `The calendar holds more than ${limits.maxBlocks} stays up to ${lastNight} (repeating events counted once per stay); at most ${limits.maxBlocks} are read. Nothing was changed.`,
      );
  };
  // Changed occurrences (RECURRENCE-ID) after every series, wherever the file puts them, so that they replace theirs.
  const changed = (v: ICAL.Component) => v.hasProperty('recurrence-id');
  for (const vevent of [...vevents.filter((v) => !changed(v)), ...vevents.filter(changed)]) {
    if (String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    let event: ICAL.Event;
    try {
      // No exceptions given: ical.js would otherwise scan every VEVENT of the file for each one (20,000 events took
      // minutes). A changed occurrence (RECURRENCE-ID) is matched to its series below, by UID and date.
      event = new ICAL.Event(vevent, { exceptions: [] });
    } catch {
      continue;
    }
    if (!event.startDate) continue;
    const summary = (event.summary ?? '').trim().slice(0, 120);
    const description = String(vevent.getFirstPropertyValue('description') ?? '')
      .trim()
      .slice(0, 500);
    const nightsOf = (start: ICAL.Time, finish: ICAL.Time | null): [IsoDate, IsoDate] | null => {
      const startsOn = istDateOf(start);
      if (!startsOn) return null;
      const endsOn = finish ? istDateOf(finish) : null;
      return [startsOn, endsOn && endsOn > startsOn ? endsOn : addDays(startsOn, 1)];
    };
    const first = nightsOf(event.startDate, event.endDate ?? null);
    if (!first) continue;
    const baseUid = event.uid?.trim() || `${first[0]}/${first[1]}/${summary}`;
    const recurrence = vevent.getFirstPropertyValue('recurrence-id');
    if (event.isRecurring()) {
      const length = daysBetween(first[0], first[1]);
      const rule = () => String(vevent.getFirstPropertyValue('rrule') ?? 'RDATE').slice(0, 120);
      const unreadable = (error: unknown) =>
        new CalendarFeedError(
          `The calendar could not be read: the event “${summary || baseUid}” repeats by a rule that cannot be followed (${rule()}: ${(error as Error).message}).`,
        );
      let it: ICAL.RecurExpansion;
      try {
        it = event.iterator();
      } catch (error) {
        throw unreadable(error);
      }
      for (let n = 0; ; n++) {
        if (n >= limits.maxRepeats)
          throw new CalendarLimitError(
            `The event “${summary || baseUid}” repeats more than ${limits.maxRepeats} times before ${lastNight} (${rule()}); a calendar with it is not read. Nothing was changed.`,
          );
        let next: ICAL.Time | undefined;
        try {
          next = it.next();
        } catch (error) {
          throw unreadable(error);
        }
        const startsOn = next ? istDateOf(next) : null;
        // Never walked past the window: the rule may go on for ever.
        if (!startsOn || startsOn > lastNight) break;
        add(`${baseUid}#${startsOn}`, startsOn, addDays(startsOn, length), summary, description);
      }
    } else if (recurrence) {
      // A changed occurrence of a repeating event: it replaces the occurrence it names.
      const original = istDateOf(recurrence as ICAL.Time);
      if (original) events.delete(`${baseUid}#${original}`);
      add(`${baseUid}#${original ?? first[0]}`, first[0], first[1], summary, description);
    } else add(baseUid, first[0], first[1], summary, description);
  }
  return [...events.values()].sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : 0));
}

/** What an import changes here: blocks to add, to move (same event, other nights), to remove; the rest stay. */
export interface SyncPlan<B> {
  add: CalendarEvent[];
  move: Array<{ block: B; event: CalendarEvent }>;
  remove: B[];
  keep: B[];
}

/** Blocks are compared from `today` on: an event already under way (read from today) is the same as its block. */
export function planSync<B extends { externalUid: string | null; startsOn: IsoDate; endsOn: IsoDate }>(
  blocks: readonly B[],
  events: readonly CalendarEvent[],
  today: IsoDate,
): SyncPlan<B> {
  const byUid = new Map(events.map((e) => [e.uid, e]));
  const seen = new Set<string>();
  const plan: SyncPlan<B> = { add: [], move: [], remove: [], keep: [] };
  for (const block of blocks) {
    const event = block.externalUid ? byUid.get(block.externalUid) : undefined;
    if (!event || seen.has(event.uid)) plan.remove.push(block);
    else {
      seen.add(event.uid);
      const from = block.startsOn > today ? block.startsOn : today;
      if (event.startsOn === from && event.endsOn === block.endsOn) plan.keep.push(block);
      else plan.move.push({ block, event });
    }
  }
  for (const event of events) if (!seen.has(event.uid)) plan.add.push(event);
  return plan;
}

/** A night of the room type as the published calendar reads it. */
export interface PublishedNight {
  date: IsoDate;
  available: number;
  isClosed: boolean;
}

/** Runs of consecutive nights that cannot be sold (no room free, or closed), as [from, to). */
export function unavailableRuns(nights: readonly PublishedNight[]): Array<{ from: IsoDate; to: IsoDate }> {
  const runs: Array<{ from: IsoDate; to: IsoDate }> = [];
  for (const night of [...nights].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    if (night.available > 0 && !night.isClosed) continue;
    const last = runs.at(-1);
    if (last && last.to === night.date) last.to = addDays(night.date, 1);
    else runs.push({ from: night.date, to: addDays(night.date, 1) });
  }
  return runs;
}

/**
 * The room type's calendar for other channels: one all-day "Not available" event per run of nights it cannot sell
 * (no guest's name or booking is published). A run's UID is its first night, so a run that grows keeps its event.
 */
export function writeCalendar(
  roomType: { id: string; name: string; propertyName: string },
  runs: ReadonlyArray<{ from: IsoDate; to: IsoDate }>,
  now: Date,
  host: string,
): string {
  const calendar = ical({
    prodId: { company: 'Staybook', product: 'Availability', language: 'EN' },
    name: `${roomType.propertyName} – ${roomType.name}`,
    ttl: 15 * 60,
  });
  for (const run of runs)
    calendar.createEvent({
      id: `${roomType.id}-${run.from}@${host}`,
      start: run.from,
      end: run.to,
      allDay: true,
      stamp: now,
      summary: 'Not available',
    });
  return calendar.toString();
}
