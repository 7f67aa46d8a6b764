import type { Language } from '@wishwall/contracts/constants';

export interface RelativeTimeParts {
  /** Negative: in the past, as Intl.RelativeTimeFormat takes it. */
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
}

const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * The largest whole unit between `date` and `now`, always in the past: a wish stamped a moment
 * ahead of this device's clock reads "1 second ago", never "in 2 seconds".
 */
export function relativeTimeParts(date: Date, now: Date): RelativeTimeParts {
  const seconds = Math.max(1, Math.floor((now.getTime() - date.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return { value: -Math.floor(seconds / size), unit };
  }
  return { value: -seconds, unit: 'second' };
}

const formatters = new Map<Language, Intl.RelativeTimeFormat>();

/** "5 minutes ago", "hace 5 minutos" (docs/product.md#dates-and-numbers). */
export function formatRelativeTime(date: Date, now: Date, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    formatters.set(language, formatter);
  }
  const { value, unit } = relativeTimeParts(date, now);
  return formatter.format(value, unit);
}
