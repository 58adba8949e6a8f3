import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchPath } from '../../app';
import { Button, SearchIcon, Select } from '../../ui';
import { useTopCategories } from './home.queries';

/** The hero's search entry: pick one of the top categories and go to its tutors. */
export function HeroSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const categories = useTopCategories();
  const [subject, setSubject] = useState('');
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!subject) {
      setError(t('search.subject-required'));
      return;
    }
    navigate(searchPath(subject));
  }

  const options = (categories.data ?? []).map((category) => ({ value: category.code, label: category.name }));
  const placeholder = categories.isPending ? t('search.loading') : t('search.subject-placeholder');

  return (
    <form id="search" className="hero-search" role="search" aria-label={t('search.title')} onSubmit={submit} noValidate>
      <Select
        label={t('search.subject-label')}
        placeholder={placeholder}
        options={options}
        value={subject}
        disabled={categories.isPending}
        error={error ?? (categories.isError ? t('search.error') : undefined)}
        onChange={(event) => {
          setSubject(event.target.value);
          setError(undefined);
        }}
        className="hero-search__select"
      />
      {categories.isError ? (
        <Button variant="secondary" size="lg" onClick={() => void categories.refetch()}>
          {t('search.retry')}
        </Button>
      ) : (
        <Button type="submit" size="lg" icon={<SearchIcon />} className="hero-search__submit">
          {t('search.submit')}
        </Button>
      )}
    </form>
  );
}
