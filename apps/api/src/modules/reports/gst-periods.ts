import type { IsoDate } from '@staybook/contract';

/** GST periods and dates as the offline tool reads them (GSTR-1, GSTR-3B). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The amendment tables' "Original Month": the full name in capitals, which the offline tool's import requires. */
const MONTH_NAMES = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
];

/** '2026-06' → ['2026-27', 'JUNE']; '2027-01' → ['2026-27', 'JANUARY'] (financial years run April to March). */
export function originalPeriod(month: string): [financialYear: string, month: string] {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const start = m >= 4 ? y : y - 1;
  return [`${start}-${String((start + 1) % 100).padStart(2, '0')}`, MONTH_NAMES[m - 1]!];
}

/** '2026-12-05' → '05-Dec-2026', as the offline tool reads dates. */
export function gstDate(date: IsoDate): string {
  return `${date.slice(8, 10)}-${MONTHS[Number(date.slice(5, 7)) - 1]}-${date.slice(0, 4)}`;
}

/** The month's first and last IST calendar dates. */
export function monthRange(month: string): { from: IsoDate; to: IsoDate } {
  const [y, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month ('2026-06') of the invoice a document belongs to: its own issue for an invoice, its invoice's for a note. */
export const invoiceMonthOf = (d: { kind: string; issueDate: string; invoiceDate: string | null }) =>
  (d.kind === 'invoice' ? d.issueDate : d.invoiceDate)?.slice(0, 7) ?? null;
