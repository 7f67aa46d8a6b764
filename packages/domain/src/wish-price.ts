/**
 * Publishing a wish costs 1 USD (docs/product.md#business-constants), kept in the provider's minor
 * unit.
 */
export const WISH_PRICE = { amountCents: 100, currency: 'usd' } as const;

/** True only for exactly the wish price; currencies compare case-insensitively (PayPal: USD). */
export function isWishPrice(amountCents: number, currency: string): boolean {
  return amountCents === WISH_PRICE.amountCents && currency.toLowerCase() === WISH_PRICE.currency;
}

/**
 * Cents of a decimal amount string as PayPal writes it ("1.00"), without floating point;
 * NaN for anything that is not a plain non-negative amount with at most two decimals.
 */
export function centsOfDecimal(value: string): number {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "1.00" for 100 cents: the form PayPal expects. */
export function decimalOfCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
