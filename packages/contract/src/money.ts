const WHOLE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const WITH_PAISE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The one way the product writes an amount of money (rupees), on every screen and in every text the server
 * writes for a person: '₹' and Indian digit grouping, whole rupees without paise ('₹1,23,456'), otherwise
 * two decimals ('₹1,23,456.50'). Rounded to the paisa first, so 99.999 is '₹100'.
 */
export function formatMoney(amount: number | string): string {
  const paise = Math.round(Number(amount) * 100);
  if (!Number.isFinite(paise)) return String(amount);
  return paise % 100 === 0 ? WHOLE.format(paise / 100) : WITH_PAISE.format(paise / 100);
}
