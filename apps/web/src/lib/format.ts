import { IST_OFFSET_SECONDS, istDateToUnix, todayIst, unixToIstDate } from '@staybook/contract/stay-dates';
import { format } from 'date-fns';

export { formatInr } from '@staybook/contract/money';

/** 'dd MMM yyyy' for a stay date given in unix seconds (read as the IST calendar date). */
export function formatStayDate(unixSeconds: number): string {
  const iso = unixToIstDate(unixSeconds);
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return format(new Date(y, m - 1, d), 'dd MMM yyyy');
}

/** Unix seconds of IST midnight, `days` days from today. */
export function istMidnightFromToday(days: number, now = new Date()): number {
  return istDateToUnix(todayIst(now)) + days * 86_400;
}

export function nowUnix(now = new Date()): number {
  return Math.floor(now.getTime() / 1000);
}

export { IST_OFFSET_SECONDS };
