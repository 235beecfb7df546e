/**
 * Money is integer paise on the server; shown as rupees for India with no decimals: '₹1,23,456' (the last three
 * digits, then pairs), '-₹1,234'. Plain arithmetic rather than Intl.NumberFormat, which writes the same text but
 * costs the guest pages' first load its locale data (a tenth of a second on a slow phone) and could differ between
 * Node's and a browser's ICU, so a server-rendered price would not hydrate as itself.
 */
export function formatInr(rupees: number): string {
  const whole = Math.round(rupees);
  if (!Number.isFinite(whole)) return `₹${whole}`;
  const digits = String(Math.abs(whole));
  const lastThree = digits.slice(-3);
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}₹${lakhs ? `${lakhs},${lastThree}` : lastThree}`;
}

/**
 * Rupees with their paise, for the books and the bank ('₹10,708.50', '-₹0.50'): a settlement, a fee or GST on it is
 * matched to a statement to the paisa, where a price is not. Elsewhere money that moved is `formatInrMoved`.
 */
export function formatInrPaise(rupees: number): string {
  const paise = Math.round(rupees * 100);
  if (!Number.isFinite(paise)) return `₹${paise}`;
  const whole = formatInr(Math.trunc(Math.abs(paise) / 100));
  const fraction = String(Math.abs(paise) % 100).padStart(2, '0');
  return `${paise < 0 ? '-' : ''}${whole}.${fraction}`;
}

/**
 * Money that moved or is owed (paid, refunded, due, kept; a payment or refund line), as the guest's bank has it: with
 * its paise when it has some ('₹10,708.50'), whole when it is whole ('₹10,708', never '₹10,708.00'). A refund by
 * policy or a fee's GST lands on a paisa, and a rounded '₹10,709' is a figure no statement shows. Prices, rates and
 * totals before payment stay `formatInr`: the spec shows them as whole rupees.
 */
export function formatInrMoved(rupees: number): string {
  const paise = Math.round(rupees * 100);
  return paise % 100 === 0 ? formatInr(paise / 100) : formatInrPaise(rupees);
}

/**
 * The formatter for one column of a report: two decimals on every row when any row has paise (so the column lines up
 * and sums by eye), whole rupees when none has.
 */
export function formatInrColumn(column: readonly number[]): (rupees: number) => string {
  return column.some((rupees) => Math.round(rupees * 100) % 100 !== 0) ? formatInrPaise : formatInrMoved;
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
