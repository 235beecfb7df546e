import { addDays } from '@staybook/contract/stay-dates';
import type { DashboardRange } from '../api/get-dashboard';

const isDate = (v: string | null): v is string => Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v));

/** The first and last day of the month holding `date` (YYYY-MM-DD). */
export function monthRange(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/** The range and property the URL asks for; this month (IST) and every property by default. */
export function dashboardRangeOf(params: URLSearchParams, today: string): DashboardRange {
  const month = monthRange(today);
  return {
    from: isDate(params.get('from')) ? (params.get('from') as string) : month.from,
    to: isDate(params.get('to')) ? (params.get('to') as string) : month.to,
    propertyId: params.get('propertyId') ?? '',
  };
}
