import type { Language } from '@wishwall/contracts/constants';
import { microsOfDecimal, type Micros } from './money.ts';

/**
 * Money as people read it (decision 0041): whole cents with two decimals, rounded down, and
 * the sub-cent remainder the ledger keeps shown apart, in cents: "US$25.00 + 0.6 ¢", a reward
 * of 0.10 cent "0.10 ¢". Digits are grouped the language's way by `Intl.NumberFormat`; the
 * currency reads "US$" in both languages, since readers are not all in the United States.
 */
const MICROS_PER_CENT = 10_000n;
const CENTS_PER_USD = 100n;
/** "en-001" is English for the world: its dollar is "US$", not a bare "$". */
const LOCALES: Record<Language, string> = { en: 'en-001', es: 'es' };

export interface MoneyTextOptions {
  /** Show "+" on amounts above zero (a statement's incoming lines). */
  signed?: boolean;
}

interface Formatters {
  dollars: Intl.NumberFormat;
  signedDollars: Intl.NumberFormat;
  cents: Intl.NumberFormat;
  remainder: Intl.NumberFormat;
}

const cache = new Map<Language, Formatters>();

function formattersOf(language: Language): Formatters {
  let formatters = cache.get(language);
  if (!formatters) {
    const locale = LOCALES[language];
    const currency = {
      style: 'currency',
      currency: 'USD',
      useGrouping: 'always',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    } as const;
    formatters = {
      dollars: new Intl.NumberFormat(locale, currency),
      signedDollars: new Intl.NumberFormat(locale, { ...currency, signDisplay: 'exceptZero' }),
      // An amount below a cent reads with two decimals at least ("0.10 ¢")...
      cents: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
      // ...a remainder beside whole cents with as few as it needs ("+ 0.6 ¢").
      remainder: new Intl.NumberFormat(locale, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 4,
      }),
    };
    cache.set(language, formatters);
  }
  return formatters;
}

/** Exact decimal text of `micros / MICROS_PER_CENT`, never through a float. */
function centsText(micros: Micros): `${number}` {
  const whole = micros / MICROS_PER_CENT;
  const fraction = (micros % MICROS_PER_CENT).toString().padStart(4, '0');
  return `${whole}.${fraction}` as `${number}`;
}

export function formatMoney(
  amount: Micros,
  language: Language,
  options: MoneyTextOptions = {},
): string {
  const { dollars, signedDollars, cents, remainder } = formattersOf(language);
  const negative = amount < 0n;
  const absolute = negative ? -amount : amount;
  const sign = negative ? '-' : options.signed && absolute > 0n ? '+' : '';
  const wholeCents = absolute / MICROS_PER_CENT;
  const subCent = absolute % MICROS_PER_CENT;
  if (wholeCents === 0n && subCent > 0n) {
    return `${sign}${cents.format(centsText(subCent))}\u00a0¢`;
  }
  const usd = `${negative ? '-' : ''}${wholeCents / CENTS_PER_USD}.${(wholeCents % CENTS_PER_USD)
    .toString()
    .padStart(2, '0')}` as `${number}`;
  const main = (options.signed ? signedDollars : dollars).format(usd);
  if (subCent === 0n) return main;
  return `${main} ${negative ? '-' : '+'} ${remainder.format(centsText(subCent))}\u00a0¢`;
}

/**
 * The same for the API's decimal USD text ("25.006", "-12.00"); text that is not an amount
 * is shown as it came, so a surprise never blanks a screen.
 */
export function formatMoneyText(
  text: string,
  language: Language,
  options: MoneyTextOptions = {},
): string {
  const negative = text.startsWith('-');
  const micros = microsOfDecimal(negative ? text.slice(1) : text);
  if (micros === undefined) return text;
  return formatMoney(negative ? -micros : micros, language, options);
}
