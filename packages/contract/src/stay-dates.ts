/**
 * Stay dates are calendar dates in Asia/Kolkata (UTC+05:30, no daylight saving), written 'YYYY-MM-DD'.
 * The API speaks unix seconds; this is the one place that converts between the two.
 * Nothing here reads the machine's time zone.
 */
export const IST_OFFSET_SECONDS = 5.5 * 3600;

/** The longest stay one booking or search covers (the calendar, the list and the booking all read this). */
export const MAX_STAY_NIGHTS = 30;
const DAY = 86_400;

export type IsoDate = string;

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Day numbers and dates remembered both ways: a quote or a list converts the same few hundred dates thousands of times
 * a second, and each conversion builds a Date and a string. Bounded: cleared when full (dates are few in practice).
 */
const isoOfDays = new Map<number, IsoDate>();
const daysOfIso = new Map<string, number>();
const REMEMBERED_DATES = 20_000;

function daysToIso(days: number): IsoDate {
  let iso = isoOfDays.get(days);
  if (iso === undefined) {
    iso = new Date(days * DAY * 1000).toISOString().slice(0, 10);
    if (isoOfDays.size >= REMEMBERED_DATES) isoOfDays.clear();
    isoOfDays.set(days, iso);
  }
  return iso;
}

function isoToDays(date: IsoDate): number {
  const known = daysOfIso.get(date);
  if (known !== undefined) return known;
  const m = isoDatePattern.exec(date);
  if (!m) throw new RangeError(`not a calendar date: ${date}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms).toISOString().slice(0, 10);
  if (back !== date) throw new RangeError(`not a calendar date: ${date}`);
  const days = Math.floor(ms / 1000 / DAY);
  if (daysOfIso.size >= REMEMBERED_DATES) daysOfIso.clear();
  daysOfIso.set(date, days);
  return days;
}

export function isIsoDate(value: string): boolean {
  try {
    isoToDays(value);
    return true;
  } catch {
    return false;
  }
}

/** The IST calendar date that contains this instant. */
export function unixToIstDate(unixSeconds: number): IsoDate {
  return daysToIso(Math.floor((unixSeconds + IST_OFFSET_SECONDS) / DAY));
}

/** Unix seconds of 00:00 IST on this date. */
export function istDateToUnix(date: IsoDate): number {
  return isoToDays(date) * DAY - IST_OFFSET_SECONDS;
}

export function todayIst(now: Date = new Date()): IsoDate {
  return unixToIstDate(Math.floor(now.getTime() / 1000));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return daysToIso(isoToDays(date) + days);
}

/** Whole calendar days from check-in to check-out (negative when reversed). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return isoToDays(to) - isoToDays(from);
}

/** The nights of a stay: every date from check-in up to, not including, check-out. */
export function stayNights(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const n = daysBetween(checkIn, checkOut);
  const out: IsoDate[] = [];
  for (let i = 0; i < n; i++) out.push(addDays(checkIn, i));
  return out;
}

/** 0 = Sunday … 6 = Saturday, for an IST calendar date. */
export function weekdayOf(date: IsoDate): number {
  return (isoToDays(date) + 4) % 7;
}
