import type { CountryDto } from '@wishwall/contracts/account.dto';
import type { Language } from '@wishwall/contracts/constants';
import { useEffect, useState } from 'react';
import { apiClient } from '../lib/api-client.ts';

export type CountriesState =
  | { status: 'loading'; countries: readonly CountryDto[] }
  | { status: 'ready'; countries: readonly CountryDto[] }
  | { status: 'error'; countries: readonly CountryDto[] };

// The list only changes with the language: fetched once per language per page load.
const cache = new Map<Language, Promise<CountryDto[]>>();

function loadCountries(language: Language): Promise<CountryDto[]> {
  let pending = cache.get(language);
  if (!pending) {
    pending = apiClient
      .get<{ countries: CountryDto[] }>(`/v1/countries?lang=${language}`)
      .then(({ countries }) => countries);
    // A failure is not remembered: the next form that needs the list tries again.
    pending.catch(() => cache.delete(language));
    cache.set(language, pending);
  }
  return pending;
}

/** Countries with names in the page's language, for the register and profile forms. */
export function useCountries(language: Language): CountriesState {
  const [loaded, setLoaded] = useState<{ language: Language; state: CountriesState } | null>(null);

  useEffect(() => {
    let current = true;
    loadCountries(language).then(
      (countries) => {
        if (current) setLoaded({ language, state: { status: 'ready', countries } });
      },
      (error: unknown) => {
        console.warn('Could not load the countries', error);
        if (current) setLoaded({ language, state: { status: 'error', countries: [] } });
      },
    );
    return () => {
      current = false;
    };
  }, [language]);

  return loaded?.language === language ? loaded.state : { status: 'loading', countries: [] };
}
