import type { Language } from '@wishwall/contracts/constants';
import { isLanguage } from '../../../lib/language.ts';

/** `/{newLang}/{rest}{query}`: the same page and query in the other language. */
export function languageSwitchUrl(pathname: string, search: string, language: Language): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const rest = isLanguage(segments[0]) ? segments.slice(1) : segments;
  return ['', language, ...rest].join('/') + search;
}
