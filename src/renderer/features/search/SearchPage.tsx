import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api';
import { useApiClient } from '../../app';
import { searchPageHead, useDocumentHead } from '../../app/page-head';
import { translateFieldError, useCurrentLanguage } from '../../i18n';
import { AlertIcon, Button, EmptyState, SearchIcon, Select, Spinner } from '../../ui';
import { useFavouriteIds, useToggleFavourite } from '../favourites';
import { FilterIcon, TutorCardView } from '../tutor-card';
import { Pager } from './Pager';
import { SearchFilters } from './SearchFilters';
import {
  DEFAULT_SORT,
  FILTER_KEYS,
  pageOf,
  PAGE_SIZE,
  readSearchState,
  SORTS,
  unknownSearchKeys,
  withFilters,
  withoutKeys,
  withPage,
  withSort,
  writeSearchState,
  type SearchKey,
  type SearchState,
} from './search-params';
import { useCategories, useCountries } from '../reference';
import { searchResultsQuery } from './search.queries';
import './search.css';

/**
 * /search: filters and sort in the URL, one page of tutor cards, a pager. The results
 * and the filters' lists are requested while the page's words load (no suspense here), so the
 * requests run side by side instead of one after the other.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const { state, unknown } = useKnownSearchState(readSearchState(params));
  const results = useSearchResults(state);
  const { ready } = useTranslation(['search', 'favourites'], { useSuspense: false });
  if (!ready) return <div className="search-page__status" />;
  return <SearchScreen results={results} state={state} unknown={unknown} />;
}

/** The address's search without the values the screen does not know, and which those were. */
function useKnownSearchState(raw: SearchState): { state: SearchState; unknown: SearchKey[] } {
  const categories = useCategories();
  const countries = useCountries();
  const unknown = unknownSearchKeys(raw, {
    subjects: categories.data?.map((category) => category.code),
    countries: countries.data?.map((country) => country.code),
  });
  return { state: withoutKeys(raw, unknown), unknown };
}

function useSearchResults(state: SearchState) {
  return useQuery(searchResultsQuery(useApiClient(), useCurrentLanguage(), state));
}

/** Where each parameter is set on the screen, to name it in the notice about dropped values. */
const PARAMETER_LABELS: Record<SearchKey, string> = {
  subject: 'filters.subject',
  country: 'filters.country',
  city: 'filters.city',
  format: 'filters.format',
  priceFrom: 'filters.price-from',
  priceTo: 'filters.price-to',
  rating: 'filters.rating',
  sort: 'sort.label',
  page: 'page.page',
};

function SearchScreen({
  results,
  state,
  unknown,
}: {
  results: ReturnType<typeof useSearchResults>;
  state: SearchState;
  unknown: SearchKey[];
}) {
  const { t } = useTranslation('search');
  const [, setParams] = useSearchParams();
  // Values of the address the screen does not know are dropped from it, and said so once: the
  // notice stays until the next search the person makes.
  const [dropped, setDropped] = useState<SearchKey[]>([]);
  const unknownKey = unknown.join(',');
  useEffect(() => {
    if (!unknownKey) return;
    setDropped((current) => [...new Set([...current, ...(unknownKey.split(',') as SearchKey[])])]);
    setParams(writeSearchState(state), { replace: true });
    // `state` is the address without them, as of this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unknownKey]);
  const favourites = useFavouriteIds();
  const { toggle, pendingId } = useToggleFavourite();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const page = pageOf(state);
  // "Show tutors" remounts the filters (their key is the URL's filters), dropping focus to
  // <body>: it goes to the results' heading instead, once per press.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [applied, setApplied] = useState(0);
  useEffect(() => {
    if (applied > 0) resultsHeading.current?.focus();
  }, [applied]);
  useDocumentHead(results.data ? searchPageHead(writeSearchState(state), results.data, t) : null);

  const go = (next: SearchState) => {
    setDropped([]);
    setParams(writeSearchState(next));
  };

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);

  const fieldErrors: Partial<Record<string, string>> = {};
  const error = results.error;
  const fields =
    isApiError(error) && error.status === 400
      ? (error.details?.fields as Record<string, string> | undefined)
      : undefined;
  if (fields) for (const [field, key] of Object.entries(fields)) fieldErrors[field] = translateFieldError(t, key);
  const filterKey = FILTER_KEYS.map((key) => state[key] ?? '').join('|');
  const data = results.data;
  // The twenty cards are the page's heaviest render. Drawn from a deferred value, React builds
  // them in an interruptible background render (5 ms slices) once the answer is in, rather than
  // in one long task that would hold up input; until then the page shows its loading state.
  const items = useDeferredValue(data?.items);
  const pageCount = data ? Math.max(1, Math.ceil(Math.min(data.total, 2000) / PAGE_SIZE)) : 1;

  return (
    <div className="search-page">
      <header className="search-page__head">
        <h1>{t('page.title')}</h1>
        <p className="search-page__count" aria-live="polite">
          {data && !results.isPlaceholderData ? t('page.count', { count: data.total }) : '\u00a0'}
        </p>
      </header>
      <div className="search-page__layout">
        <aside className="search-page__filters" aria-label={t('filters.title')}>
          <Button
            variant="secondary"
            block
            className="search-page__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            icon={<FilterIcon />}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t(filtersOpen ? 'filters.hide' : 'filters.show')}
          </Button>
          <div
            id={filtersId}
            className={filtersOpen ? 'search-page__filters-body is-open' : 'search-page__filters-body'}
          >
            <SearchFilters
              key={filterKey}
              state={state}
              fieldErrors={fieldErrors}
              onApply={(filters) => {
                setFiltersOpen(false);
                setApplied((count) => count + 1);
                go(withFilters(state, filters));
              }}
            />
          </div>
        </aside>
        <section className="search-page__results" aria-labelledby="search-results-title" aria-busy={results.isFetching}>
          <div className="search-page__toolbar">
            <h2 id="search-results-title" className="visually-hidden" ref={resultsHeading} tabIndex={-1}>
              {t('page.results')}
            </h2>
            <Select
              label={t('sort.label')}
              className="search-page__sort"
              options={SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
              value={state.sort ?? DEFAULT_SORT}
              error={fieldErrors.sort}
              onChange={(event) => go(withSort(state, event.target.value))}
            />
          </div>
          {dropped.length > 0 ? (
            <p className="search-page__notice" role="status">
              <AlertIcon />
              {t('page.dropped', { parameters: dropped.map((key) => t(PARAMETER_LABELS[key])).join(', ') })}
            </p>
          ) : null}
          {fields ? (
            <p className="search-page__error" role="alert">
              <AlertIcon />
              {t('page.invalid-filters')}
              {fieldErrors.page ? ` ${fieldErrors.page}` : ''}
            </p>
          ) : null}
          {results.isPending || (data && data.items.length > 0 && !items) ? (
            <div className="search-page__status">
              <Spinner size="lg" label={t('page.loading')} />
            </div>
          ) : results.isError && !fields ? (
            <EmptyState
              icon={<AlertIcon />}
              title={t('page.error')}
              action={<Button onClick={() => void results.refetch()}>{t('page.retry')}</Button>}
            />
          ) : data && data.items.length === 0 && !fields ? (
            <EmptyState
              icon={<SearchIcon />}
              title={t('page.empty')}
              description={t('page.empty-hint')}
              action={
                <Button variant="secondary" onClick={() => go({ sort: state.sort })}>
                  {t('filters.reset')}
                </Button>
              }
            />
          ) : data && items && !fields ? (
            <>
              <ul className={results.isPlaceholderData || items !== data.items ? 'tutor-list is-stale' : 'tutor-list'}>
                {items.map((tutor) => (
                  <li key={tutor.id}>
                    <TutorCardView
                      tutor={tutor}
                      favourite={favourites.has(tutor.id)}
                      favouritePending={pendingId === tutor.id}
                      onToggleFavourite={toggle}
                    />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                pageCount={pageCount}
                hrefOf={(p) => `?${writeSearchState(withPage(state, p)).toString()}`}
              />
            </>
          ) : null}
        </section>
      </div>
    </div>
  );
}
