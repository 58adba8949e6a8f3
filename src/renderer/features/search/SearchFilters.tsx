import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { Button, Select, TextField } from '../../ui';
import { formatMinimumRating } from '../tutor-card';
import { FORMATS, type FilterKey, type SearchState } from './search-params';
import { citiesCountryOf, useCategories, useCities, useCountries } from '../reference';

const RATINGS = ['4.5', '4', '3.5', '3'] as const;

export interface SearchFiltersProps {
  /** The filters in the URL; the form starts from them (remounted when they change). */
  state: SearchState;
  /** Translated server field errors by parameter name. */
  fieldErrors: Partial<Record<string, string>>;
  onApply: (filters: Partial<Record<FilterKey, string>>) => void;
}

/**
 * Every search filter. Nothing is sent until "Show tutors", so typing a price does not push a
 * history entry per keystroke; each applied search is one entry the back button returns to.
 */
export function SearchFilters({ state, fieldErrors, onApply }: SearchFiltersProps) {
  const { t, i18n } = useTranslation('search');
  const language = currentLanguage(i18n);
  const [values, setValues] = useState<Partial<Record<FilterKey, string>>>(() => ({
    subject: state.subject,
    country: state.country,
    city: state.city,
    format: state.format,
    priceFrom: state.priceFrom,
    priceTo: state.priceTo,
    rating: state.rating,
  }));
  const categories = useCategories();
  const countries = useCountries();
  const cities = useCities(citiesCountryOf(values.country));

  const set = (key: FilterKey) => (event: { target: { value: string } }) =>
    setValues((current) => ({
      ...current,
      [key]: event.target.value,
      // A city belongs to one country: changing the country clears it.
      ...(key === 'country' ? { city: '' } : {}),
    }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(values);
  }

  function reset() {
    setValues({});
    onApply({});
  }

  /** The options, and the URL's own value among them when it is none of them (labelled by `labelOf`). */
  const withCurrent = (
    options: { value: string; label: string }[],
    current: string | undefined,
    labelOf: (value: string) => string = (value) => value,
  ) =>
    current && !options.some((option) => option.value === current)
      ? [...options, { value: current, label: labelOf(current) }]
      : options;
  const ratingLabel = (rating: string) => t('filters.rating-from', { rating: formatMinimumRating(rating, language) });

  return (
    <form className="search-filters" aria-label={t('filters.title')} onSubmit={submit} noValidate>
      <Select
        label={t('filters.subject')}
        placeholder={t('filters.any-subject')}
        options={withCurrent(
          (categories.data ?? []).map((c) => ({ value: c.code, label: c.name })),
          values.subject,
        )}
        value={values.subject ?? ''}
        onChange={set('subject')}
        error={fieldErrors.subject}
      />
      <Select
        label={t('filters.format')}
        placeholder={t('filters.any-format')}
        options={FORMATS.map((format) => ({ value: format, label: t(`format.${format}`) }))}
        value={values.format ?? ''}
        onChange={set('format')}
        error={fieldErrors.format}
      />
      <Select
        label={t('filters.country')}
        placeholder={t('filters.any-country')}
        options={withCurrent(
          (countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
          values.country,
        )}
        value={values.country ?? ''}
        onChange={set('country')}
        error={fieldErrors.country}
      />
      <Select
        label={t('filters.city')}
        placeholder={t('filters.any-city')}
        options={withCurrent(
          (cities.data ?? []).map((c) => ({ value: c.code, label: c.name })),
          values.city,
        )}
        value={values.city ?? ''}
        onChange={set('city')}
        error={fieldErrors.city}
      />
      <fieldset className="search-filters__price">
        <legend>{t('filters.price')}</legend>
        <TextField
          label={t('filters.price-from')}
          type="number"
          inputMode="numeric"
          min={0}
          step={50}
          value={values.priceFrom ?? ''}
          onChange={set('priceFrom')}
          error={fieldErrors.priceFrom}
        />
        <TextField
          label={t('filters.price-to')}
          type="number"
          inputMode="numeric"
          min={0}
          step={50}
          value={values.priceTo ?? ''}
          onChange={set('priceTo')}
          error={fieldErrors.priceTo}
        />
      </fieldset>
      <Select
        label={t('filters.rating')}
        placeholder={t('filters.any-rating')}
        options={withCurrent(
          RATINGS.map((rating) => ({ value: rating, label: ratingLabel(rating) })),
          values.rating,
          ratingLabel,
        )}
        value={values.rating ?? ''}
        onChange={set('rating')}
        error={fieldErrors.rating}
      />
      <div className="search-filters__actions">
        <Button type="submit" block>
          {t('filters.apply')}
        </Button>
        <Button variant="ghost" block onClick={reset}>
          {t('filters.reset')}
        </Button>
      </div>
    </form>
  );
}
