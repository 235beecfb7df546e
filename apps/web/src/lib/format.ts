import { IST_OFFSET_SECONDS, istDateToUnix, todayIst } from '@staybook/contract/stay-dates';

// Days, instants and counted nouns are the contract's format.ts (formatDay, formatInstant, plural).
export { formatInr, formatInrMoved } from '@staybook/contract/money';

/** Unix seconds of IST midnight, `days` days from today. */
export function istMidnightFromToday(days: number, now = new Date()): number {
  return istDateToUnix(todayIst(now)) + days * 86_400;
}

export function nowUnix(now = new Date()): number {
  return Math.floor(now.getTime() / 1000);
}

export { IST_OFFSET_SECONDS };
