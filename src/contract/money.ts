// Dollars ↔ cents, and the "$1,234" / "$1,234.50" display form of the public listing.
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;

export function formatPrice(cents: number): string {
  const whole = Math.floor(cents / 100).toLocaleString('en-US');
  const rest = cents % 100;
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`;
}
