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

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
