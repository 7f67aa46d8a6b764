import type { Language } from '@wishwall/contracts/constants';

// What a language prefix looks like (`fr`, `pt-BR`, `zh_Hant`), even one this site lacks.
const LANGUAGE_LIKE = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/**
 * The same page in `language`: a prefix that looks like a language is swapped (`/fr/wish/3` →
 * `/en/wish/3`), a path with none gets one (`/wish/3` → `/en/wish/3`).
 */
export function pathInLanguage(pathname: string, language: Language): string {
  const [first = '', ...rest] = pathname.split('/').filter((segment) => segment !== '');
  const tail = LANGUAGE_LIKE.test(first) ? rest : [first, ...rest].filter(Boolean);
  return `/${[language, ...tail].join('/')}`;
}
