import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@wishwall/contracts/constants';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A supported language, or the default for anything else (unset, unknown, `es-MX`-style). */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
