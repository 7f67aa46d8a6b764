import type { CountryDto } from '@wishwall/contracts/account.dto';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from './select-field.tsx';

interface CountrySelectProps {
  countries: readonly CountryDto[];
  /** The chosen country's id (ISO alpha-2), or '' for none. */
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
  error?: string | null;
}

/** A country list with the chosen country's flag beside it. */
export function CountrySelect({ countries, value, onChange, disabled, error }: CountrySelectProps) {
  const { t } = useTranslation();
  const options = useMemo(
    () => countries.map((country) => ({ value: country.id, label: country.display_name })),
    [countries],
  );
  const chosen = countries.find((country) => country.id === value);

  return (
    <SelectField
      label={t('country.label')}
      name="country"
      value={value}
      options={options}
      onChange={onChange}
      placeholder={t('country.placeholder')}
      disabled={disabled}
      error={error}
      leading={
        <span className="country-flag" aria-hidden="true">
          {chosen && <img src={chosen.flag_url} alt="" width={28} height={21} />}
        </span>
      }
    />
  );
}
