import type { Language } from '@wishwall/contracts/constants';

// docs/product.md#dates-and-numbers: en-US, 24-hour, with seconds. Spanish pages use Spain's
// day-month order, same clock.
const LOCALES = { en: 'en-US', es: 'es-ES' } as const satisfies Record<Language, string>;

const formatters = new Map<Language, Intl.DateTimeFormat>();

/** "Jun 14, 2026, 13:05:09" (en), "14 jun 2026, 13:05:09" (es), in the viewer's time zone. */
export function formatDateTime(date: Date, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALES[language], {
      dateStyle: 'medium',
      timeStyle: 'medium',
      hourCycle: 'h23',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(date);
}
