import { REPORT_MAX_DAYS, type ReportGrouping, reportGroupings } from '@staybook/contract/admin-reports';
import { addDays, daysBetween, isIsoDate } from '@staybook/contract/stay-dates';
import { type TaxDocumentKind, taxDocumentKinds } from '@staybook/contract/tax-documents';

/** A report's stay window and property ('' for every property the member may see). */
export interface ReportRange {
  from: string;
  to: string;
  propertyId: string;
}

const isDate = (v: string | null): v is string => v !== null && isIsoDate(v);

/** The first and last day of the month holding `date` (YYYY-MM-DD). */
export function monthRange(date: string): { from: string; to: string } {
  const [y, m] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: `${date.slice(0, 7)}-01`, to: addDays(next, -1) };
}

/**
 * The range and property the URL asks for; this month (IST) and every property by default. A range the API would
 * refuse (reversed, or longer than it allows) falls back to the month, so a hand-edited address still shows a report.
 */
export function reportRangeOf(params: URLSearchParams, today: string): ReportRange {
  const month = monthRange(today);
  const from = params.get('from');
  const to = params.get('to');
  const propertyId = params.get('propertyId') ?? '';
  if (!isDate(from) || !isDate(to)) return { ...month, propertyId };
  const days = daysBetween(from, to) + 1;
  if (days < 1 || days > REPORT_MAX_DAYS) return { ...month, propertyId };
  return { from, to, propertyId };
}

/** What a range report sends: the property only when one is chosen. */
export function rangeQuery(range: ReportRange): { from: string; to: string; propertyId?: string } {
  return { from: range.from, to: range.to, ...(range.propertyId ? { propertyId: range.propertyId } : {}) };
}

/** The grouping the URL asks for; by property by default. */
export function groupingOf(params: URLSearchParams): ReportGrouping {
  const value = params.get('groupBy');
  return (reportGroupings as readonly string[]).includes(value ?? '') ? (value as ReportGrouping) : 'property';
}

/** The GST month the URL asks for ('2026-11'); the month of `today` by default. */
export function gstMonthOf(params: URLSearchParams, today: string): string {
  const value = params.get('month') ?? '';
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : today.slice(0, 7);
}

/** The registration whose return the URL asks for ('30AAKCS9999M1ZC'), or undefined for the home state's. */
export function gstinOf(params: URLSearchParams): string | undefined {
  const value = (params.get('gstin') ?? '').trim().toUpperCase();
  return /^[0-9]{2}[0-9A-Z]{13}$/.test(value) ? value : undefined;
}

/** The document kind the URL filters on, or undefined for every kind. */
export function documentKindOf(params: URLSearchParams): TaxDocumentKind | undefined {
  const value = params.get('kind');
  return (taxDocumentKinds as readonly string[]).includes(value ?? '') ? (value as TaxDocumentKind) : undefined;
}

/** The ranges offered as one click: this month, last month, the next 30 days. */
export function quickRanges(today: string): { label: string; from: string; to: string }[] {
  const month = monthRange(today);
  const last = monthRange(addDays(month.from, -1));
  return [
    { label: 'This month', ...month },
    { label: 'Last month', ...last },
    { label: 'Next 30 days', from: today, to: addDays(today, 29) },
  ];
}

/** A CSV's file name: 'stay-nights-2026-11-01-to-2026-11-30.csv'. */
export function csvFileName(report: string, range: { from: string; to: string }): string {
  return `${report}-${range.from}-to-${range.to}.csv`;
}
