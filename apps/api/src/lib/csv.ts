/**
 * The one CSV writer of every download (the console's lists, reports and GST returns): RFC 4180, CRLF.
 *
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with = + - @, a tab or a carriage return as a formula,
 * so a guest named `=HYPERLINK("http://x")` or a company `@SUM(1)` would run on the desk's computer. What a cell is
 * decides how it is written, and each column holds one kind:
 * - text columns (names, companies, addresses, phone numbers, references: anything a person typed) hold strings; a
 *   string that starts like a formula (after any spaces) gets a leading apostrophe, which the spreadsheet shows as
 *   text and does not run;
 * - amount and count columns hold numbers, or `csvAmount(rupees)` for a fixed number of decimals, and are written as
 *   they are: a credit note's -1200.00 must stay a number the accountant can add up, and a number cannot carry a
 *   formula. An amount passed as a string ('-1200.00') is text and gets the apostrophe, the safe mistake.
 */

/** A number written with a fixed number of decimals (rupees with paise: 1200.00); never neutralised. */
export class CsvAmount {
  constructor(
    readonly value: number,
    readonly decimals = 2,
  ) {}
  toString(): string {
    return this.value.toFixed(this.decimals);
  }
  valueOf(): number {
    return this.value;
  }
}

export const csvAmount = (value: number, decimals = 2) => new CsvAmount(value, decimals);

export type CsvValue = string | number | boolean | null | undefined | Date | CsvAmount;

const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@])/;

/**
 * An instant as '2030-03-02 14:05:09' in IST (UTC+05:30, no daylight saving), the time every export is written in
 * (issue 41): sortable, read as a date-time by spreadsheet programs, and the header says "(IST)".
 */
export function istInstant(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // A Date is an instant: written in IST, as every export's header says.
  let text = value instanceof Date ? istInstant(value) : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of cells, a header row first if there is one; lines end CRLF. */
export function rowsToCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** A header and one line per row, with a BOM so Excel reads rupee signs and names in any script correctly. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const header = columns.map((c) => c.header);
  return `\uFEFF${rowsToCsv([header, ...rows.map((row) => columns.map((c) => c.value(row)))])}`;
}
