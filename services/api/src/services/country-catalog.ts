import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { Language } from '@wishwall/contracts/constants';
import type { CountryDto } from '@wishwall/contracts/account.dto';

countries.registerLocale(en);
countries.registerLocale(es);

/** Flags are served locally from the flag-icons package (see plugins/static-assets.ts). */
export const FLAGS_PREFIX = '/flags/';

/**
 * Country names in English and Spanish (i18n-iso-countries), calling codes
 * (libphonenumber-js) and local flag images: no external geolocation or flag service.
 */
export class CountryCatalog {
  private readonly byLanguage: Record<Language, CountryDto[]>;

  constructor() {
    const build = (language: Language): CountryDto[] =>
      Object.entries(countries.getNames(language, { select: 'official' }))
        .map(([code, name]) => ({
          id: code,
          name,
          display_name: name,
          country_code: code,
          calling_code: isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : null,
          flag_url: `${FLAGS_PREFIX}4x3/${code.toLowerCase()}.svg`,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, language));
    this.byLanguage = { en: build('en'), es: build('es') };
  }

  /** All countries; the one whose code is `query`; or those whose name starts with it. */
  list(language: Language, query?: string): CountryDto[] {
    const all = this.byLanguage[language];
    if (!query) return all;
    const byCode = this.find(query.trim(), language);
    if (byCode) return [byCode];
    const needle = query.trim().toLocaleLowerCase(language);
    return all.filter((country) => country.name.toLocaleLowerCase(language).startsWith(needle));
  }

  find(code: string, language: Language): CountryDto | undefined {
    return this.byLanguage[language].find((country) => country.id === code.toUpperCase());
  }
}
