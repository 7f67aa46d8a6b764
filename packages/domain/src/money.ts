/**
 * Money is integer micro-dollars (1 USD = 1,000,000 µ$) held in `bigint`, never a float
 * (docs/product.md#money): a referral reward of 0.10 cent is 1,000 µ$, exact at every size.
 */
export type Micros = bigint;

export const MICROS_PER_USD = 1_000_000n;
const MICRO_DECIMALS = 6;

/** The amount in USD as decimal text: at least two decimals, more only when needed. */
export function formatMicros(amount: Micros): string {
  const sign = amount < 0n ? '-' : '';
  const absolute = amount < 0n ? -amount : amount;
  const whole = absolute / MICROS_PER_USD;
  const fraction = (absolute % MICROS_PER_USD)
    .toString()
    .padStart(MICRO_DECIMALS, '0')
    .replace(/0+$/, '')
    .padEnd(2, '0');
  return `${sign}${whole}.${fraction}`;
}

/**
 * Micro-dollars of a plain non-negative decimal text with at most `maxDecimals` decimals;
 * undefined for anything else (signs, exponents, spaces, too many decimals).
 */
export function microsOfDecimal(text: string, maxDecimals = MICRO_DECIMALS): Micros | undefined {
  const match = /^(?<whole>\d{1,15})(?:\.(?<fraction>\d+))?$/.exec(text);
  if (!match?.groups) return undefined;
  const { whole = '', fraction = '' } = match.groups;
  if (fraction.length > Math.min(maxDecimals, MICRO_DECIMALS)) return undefined;
  return BigInt(whole) * MICROS_PER_USD + BigInt(fraction.padEnd(MICRO_DECIMALS, '0'));
}
