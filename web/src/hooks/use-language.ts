import type { Language } from '@wishwall/contracts/constants';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../lib/language.ts';

/**
 * The language the page is shown in. The `/:lang` route loader switches i18next to the URL's
 * language before rendering, so this agrees with the URL inside routes and still works outside
 * them (the root error screen).
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage);
}
