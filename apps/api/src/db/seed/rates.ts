import { paiseToRupees, rupeesToPaise, weekdayOf } from '@staybook/contract';

/**
 * Goa's seasons as rate multipliers for an IST calendar date ('YYYY-MM-DD'):
 * peak from 15 December to 5 January, high season November to February, low season in the monsoon
 * (June to September), shoulder months at the base rate.
 */
export function seasonMultiplier(date: string): number {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if ((month === 12 && day >= 15) || (month === 1 && day <= 5)) return 2;
  if (month === 11 || month === 12 || month === 1 || month === 2) return 1.3;
  if (month >= 6 && month <= 9) return 0.7;
  return 1;
}

/** Friday and Saturday nights cost more. */
export function weekendMultiplier(date: string): number {
  const weekday = weekdayOf(date);
  return weekday === 5 || weekday === 6 ? 1.2 : 1;
}

/** The nightly rate for a room type on a date, in paise, rounded to whole ₹50. */
export function nightlyRatePaise(baseRatePaise: number, date: string): number {
  const rupees = paiseToRupees(baseRatePaise) * seasonMultiplier(date) * weekendMultiplier(date);
  return rupeesToPaise(Math.max(50, Math.round(rupees / 50) * 50));
}
