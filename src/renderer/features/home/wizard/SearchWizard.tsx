import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Profile } from '../../../../shared/contracts/accounts';
import { PATHS, useApiClient, useSession } from '../../../app';
import { Button, Select } from '../../../ui';
import { citiesCountryOf, useCategories, useCities, useCountries } from '../../reference';
import { priceRangeQuery } from '../home.queries';
import { EMPTY_ANSWERS, GUEST_STEPS, MEMBER_STEPS, wizardSearchQuery, type WizardAnswers } from './wizard-steps';
import './wizard.css';

const FORMAT_CHOICES = ['', 'ONLINE', 'OFFLINE'] as const;

function usePriceBands() {
  return useQuery(priceRangeQuery(useApiClient()));
}

/** A signed-in student's search city from their profile, used for lessons in person. */
function useProfileCity(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['home', 'profile-city'],
    enabled,
    retry: false,
    queryFn: async ({ signal }) => (await client.get<Profile>('/users/v1/profile', { signal })).data.searchCityCode,
  });
}

interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  label: string;
  onChange: (value: string) => void;
}

function Choice({ name, value, checked, label, onChange }: ChoiceProps) {
  return (
    <label className={checked ? 'wizard-choice is-checked' : 'wizard-choice'}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} />
      <span>{label}</span>
    </label>
  );
}

/** Step 4 for guests; its lists load only when a guest gets this far. */
function LocationStep({
  answers,
  answer,
}: {
  answers: WizardAnswers;
  answer: (key: 'country' | 'city', value: string) => void;
}) {
  const { t } = useTranslation('search');
  const countries = useCountries();
  const cities = useCities(citiesCountryOf(answers.country || undefined));
  return (
    <div className="wizard__location">
      <p className="wizard__hint">{t('wizard.location.lead')}</p>
      <Select
        label={t('wizard.location.country')}
        placeholder={t('wizard.location.any-country')}
        options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        value={answers.country}
        onChange={(event) => answer('country', event.target.value)}
      />
      <Select
        label={t('wizard.location.city')}
        placeholder={t('wizard.location.any-city')}
        options={(cities.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        value={answers.city}
        onChange={(event) => answer('city', event.target.value)}
      />
    </div>
  );
}

/** The home page's search wizard: 3 steps, and location as a 4th for guests (wizard-steps.ts). */
export function SearchWizard() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const session = useSession();
  const steps = session ? MEMBER_STEPS : GUEST_STEPS;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<WizardAnswers>(EMPTY_ANSWERS);
  const [error, setError] = useState<string | undefined>();
  const legendRef = useRef<HTMLLegendElement>(null);
  const moved = useRef(false);
  const categories = useCategories();
  const bands = usePriceBands();
  const profileCity = useProfileCity(session?.role === 'ROLE_STUDENT');
  const step = steps[Math.min(index, steps.length - 1)]!;
  const last = index >= steps.length - 1;

  // Focus follows the step (not on first render, which would steal focus from the page).
  useEffect(() => {
    if (moved.current) legendRef.current?.focus();
  }, [index]);

  const answer = <K extends keyof WizardAnswers>(key: K, value: WizardAnswers[K]) =>
    setAnswers((current) => ({ ...current, [key]: value, ...(key === 'country' ? { city: '' } : {}) }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 'subject' && !answers.subject) {
      setError(t('wizard.subject.required'));
      return;
    }
    setError(undefined);
    moved.current = true;
    if (!last) {
      setIndex(index + 1);
      return;
    }
    const query = wizardSearchQuery(answers, bands.data?.bands ?? [], profileCity.data ?? null);
    navigate(`${PATHS.search}?${query.toString()}`);
  }

  const legend = (
    <legend ref={legendRef} tabIndex={-1} className="wizard__question">
      {t(`wizard.${step}.title`)}
    </legend>
  );

  return (
    <section id="wizard" className="wizard" aria-labelledby="wizard-title">
      <div className="wizard__head">
        <h2 id="wizard-title">{t('wizard.title')}</h2>
        <p className="wizard__lead">{t('wizard.lead')}</p>
      </div>
      <form className="wizard__form" onSubmit={submit} noValidate>
        <p className="wizard__progress" aria-live="polite">
          {t('wizard.progress', { step: index + 1, total: steps.length })}
        </p>
        <ol className="wizard__dots" aria-hidden="true">
          {steps.map((name, position) => (
            <li key={name} className={position <= index ? 'is-done' : undefined} />
          ))}
        </ol>
        <fieldset className="wizard__step">
          {legend}
          {step === 'subject' ? (
            <Select
              label={t('wizard.subject.label')}
              placeholder={t('wizard.subject.placeholder')}
              options={(categories.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
              value={answers.subject}
              error={error}
              required
              onChange={(event) => {
                answer('subject', event.target.value);
                setError(undefined);
              }}
            />
          ) : null}
          {step === 'format' ? (
            <div className="wizard__choices">
              {FORMAT_CHOICES.map((format) => (
                <Choice
                  key={format || 'any'}
                  name="wizard-format"
                  value={format}
                  checked={answers.format === format}
                  label={format ? t(`format.${format}`) : t('wizard.format.any')}
                  onChange={(value) => answer('format', value as WizardAnswers['format'])}
                />
              ))}
            </div>
          ) : null}
          {step === 'budget' ? (
            <div className="wizard__choices">
              <Choice
                name="wizard-budget"
                value=""
                checked={answers.band === ''}
                label={t('wizard.budget.any')}
                onChange={(value) => answer('band', value)}
              />
              {(bands.data?.bands ?? []).map((band) => (
                <Choice
                  key={band.code}
                  name="wizard-budget"
                  value={band.code}
                  checked={answers.band === band.code}
                  label={
                    band.to === null
                      ? t('wizard.budget.band-open', { from: band.from })
                      : t('wizard.budget.band', { from: band.from, to: band.to })
                  }
                  onChange={(value) => answer('band', value)}
                />
              ))}
            </div>
          ) : null}
          {step === 'location' ? <LocationStep answers={answers} answer={answer} /> : null}
        </fieldset>
        <div className="wizard__actions">
          {index > 0 ? (
            <Button
              variant="ghost"
              onClick={() => {
                moved.current = true;
                setIndex(index - 1);
              }}
            >
              {t('wizard.back')}
            </Button>
          ) : null}
          <Button type="submit">{last ? t('wizard.finish') : t('wizard.next')}</Button>
        </div>
      </form>
    </section>
  );
}
