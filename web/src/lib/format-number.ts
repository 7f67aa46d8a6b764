import type { Language } from '@wishwall/contracts/constants';

const formatters = new Map<Language, Intl.NumberFormat>();

/**
 * Groups digits the locale's way (en 1,234; es 1.234). `always` because Spanish CLDR data skips
 * the separator in four-digit numbers, and a counter that changes format at 10,000 looks broken.
 */
export function formatNumber(value: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { useGrouping: 'always' });
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
