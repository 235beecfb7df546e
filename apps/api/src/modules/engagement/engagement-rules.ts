import { type IsoDate, istDateToUnix, unixToIstDate } from '@staybook/contract/stay-dates';

/** Pure rules of the console's leads area: search patterns, paging and the spreadsheet's IST times. */

export interface Paging {
  page: number;
  pageSize: number;
}

/** One page of a list as the console reads it; an empty list still has one (empty) page. */
export function pageOf<T>(items: T[], total: number, paging: Paging) {
  return {
    items,
    page: paging.page,
    pageSize: paging.pageSize,
    total,
    totalPages: Math.max(1, Math.ceil(total / paging.pageSize)),
  };
}

const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The IST calendar date of an instant. */
export function istDayOf(at: Date): IsoDate {
  return unixToIstDate(unixSeconds(at));
}

/**
 * An instant as '2030-03-02 14:05' in IST: sortable and read as a date-time by spreadsheet programs, which the
 * console's display format ('02 Mar 2030, 2:05 PM', formatInstant) is not. The IST arithmetic is stay-dates'.
 */
export function spreadsheetInstant(at: Date): string {
  const seconds = unixSeconds(at);
  const day = unixToIstDate(seconds);
  const minutes = Math.floor((seconds - istDateToUnix(day)) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
