import { istDateToUnix, unixToIstDate } from '@staybook/contract/stay-dates';

/**
 * The IST time of day of unix seconds, as 'HH:MM' (what a page's `clock` format writes in its language). A module of
 * its own, not lib/format.ts: that one is in every first load, and only the rooms and booking pages write a time.
 */
export function istClock(unix: number): string {
  const seconds = Math.floor(unix);
  const minutes = Math.floor((seconds - istDateToUnix(unixToIstDate(seconds))) / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
