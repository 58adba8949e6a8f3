import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Select } from '../../ui';
import { useCities, useCountries } from '../reference';

export interface LocationFieldsProps {
  countryCode: string | null | undefined;
  country: UseFormRegisterReturn;
  city: UseFormRegisterReturn;
  countryError?: string;
  cityError?: string;
  cityRequired?: boolean;
  /** Called after the country changes: the chosen city belongs to the old one and must go. */
  onCountryChange: () => void;
}

/** Country, then a city of that country (open reference data); a new country clears the city. */
export function LocationFields({
  countryCode,
  country,
  city,
  countryError,
  cityError,
  cityRequired,
  onCountryChange,
}: LocationFieldsProps) {
  const { t } = useTranslation('registration');
  const countries = useCountries();
  const cities = useCities(countryCode);
  return (
    <div className="form-row">
      {/* Keyed by readiness: the select re-registers once its options exist, so the form's value shows. */}
      <Select
        key={countries.data ? 'country-ready' : 'country-loading'}
        label={t('fields.country')}
        placeholder={t('fields.choose')}
        options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        error={countryError}
        {...country}
        onChange={async (event) => {
          await country.onChange(event);
          onCountryChange();
        }}
      />
      <Select
        key={cities.data ? `city-${countryCode}` : 'city-loading'}
        label={t('fields.city')}
        placeholder={t('fields.choose')}
        required={cityRequired}
        disabled={!countryCode}
        options={(cities.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        error={cityError}
        {...city}
      />
    </div>
  );
}
