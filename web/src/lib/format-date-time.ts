import type { Language } from '@wishwall/contracts/constants';

// docs/product.md#dates-and-numbers: en-US, 24-hour, with seconds. Spanish pages use Spain's
// day-month order, same clock.
const LOCALES = { en: 'en-US', es: 'es-ES' } as const satisfies Record<Language, string>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "Jun 14, 2026, 13:05:09" (en), "14 jun 2026, 13:05:09" (es), in the viewer's time zone, or in
 * `timeZone` when given: a server-rendered page and its hydration write UTC, since the server
 * does not know the viewer's zone, and the viewer's follows once hydrated (decision 0058).
 */
export function formatDateTime(date: Date, language: Language, timeZone?: 'UTC'): string {
  const key = `${language}:${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      timeStyle: 'medium',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
