/** Rupees with paise, for tax documents and GST figures (exact to the paisa): 1234.5 → '₹1,234.50'. */
const inrExact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatInrExact(rupees: number): string {
  // The API's rupees carry paise as a binary fraction (0.1 + 0.2 = 0.30000000000000004): rounded to the paisa first.
  return inrExact.format(Math.round(rupees * 100) / 100);
}
