import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Select } from '../../ui';
import { useCities, useCountries } from './reference.queries';

export interface LocationFieldsProps {
  countryCode: string | null | undefined;
  country: UseFormRegisterReturn;
  city: UseFormRegisterReturn;
  countryError?: string;
  cityError?: string;
  cityRequired?: boolean;
}

/** Country, then a city of that country (open reference data). */
export function LocationFields({
  countryCode,
  country,
  city,
  countryError,
  cityError,
  cityRequired,
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
