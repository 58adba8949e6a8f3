import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app';
import { faqPageHead, useDocumentHead } from '../../app/page-head';
import { Button, EmptyState, InfoIcon, SearchIcon, Spinner } from '../../ui';
import { PageHeader } from './PageHeader';
import { FAQ_QUERY_MAX, faqSearchOf, useFaq } from './faq.queries';
import './public-pages.css';

/** Typing pauses this long before the server is asked, so a word is one request, not one per key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * FAQ with search. The server searches (every word must appear in the question or the
 * answer); the query lives in the URL (?q=), so a search can be shared and the back button works.
 */
export function FaqPage() {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const query = faqSearchOf(params);
  const [draft, setDraft] = useState(query);
  const faq = useFaq(query);
  useDocumentHead(faqPageHead(t));

  // The field follows the URL when it changes from outside (back button, a shared link).
  useEffect(() => {
    setDraft(query);
  }, [query]);

  useEffect(() => {
    const next = draft.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setParams(next ? { q: next } : {}, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only the user's typing starts a search; the URL catching up must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const items = faq.data ?? [];
  return (
    <div className="public-page">
      <PageHeader title={t('faq.page.title')} lead={t('faq.page.lead')} />
      <div className="faq-search">
        <form
          role="search"
          aria-label={t('faq.search.label')}
          onSubmit={(event) => {
            event.preventDefault();
            const next = draft.trim();
            setParams(next ? { q: next } : {}, { replace: true });
          }}
        >
          <label htmlFor="faq-search-input" className="visually-hidden">
            {t('faq.search.label')}
          </label>
          <div className="faq-search__box">
            <SearchIcon size={20} />
            <input
              id="faq-search-input"
              type="search"
              className="input faq-search__input"
              placeholder={t('faq.search.placeholder')}
              maxLength={FAQ_QUERY_MAX}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              autoComplete="off"
            />
          </div>
        </form>
      </div>
      <section aria-labelledby="faq-results-title" aria-busy={faq.isFetching} className="faq-results">
        <h2 id="faq-results-title" className="visually-hidden">
          {t('faq.results.title')}
        </h2>
        <p className="visually-hidden" role="status">
          {faq.isSuccess && query ? t('faq.results.count', { count: items.length }) : ''}
        </p>
        {faq.isPending ? (
          <div className="public-page__status">
            <Spinner label={t('faq.results.loading')} />
          </div>
        ) : faq.isError ? (
          <EmptyState
            icon={<InfoIcon />}
            title={t('faq.results.error')}
            action={
              <Button variant="secondary" onClick={() => void faq.refetch()}>
                {t('faq.results.retry')}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<SearchIcon />}
            title={t('faq.results.empty', { query })}
            description={t('faq.results.empty-hint')}
            action={
              <Link to={PATHS.feedback} className="link">
                {t('faq.results.ask')}
              </Link>
            }
          />
        ) : (
          <ul className="faq-list">
            {items.map((entry) => (
              <li key={entry.code}>
                {/* A search result opens by itself: the reader was looking for its answer. */}
                <details className="faq-item" open={query !== '' || undefined}>
                  <summary className="faq-item__question">
                    <span className="faq-item__text">{entry.question}</span>
                    <TopicChip topic={entry.topic} />
                  </summary>
                  <p className="faq-item__answer">{entry.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
      <aside className="public-page__aside" aria-labelledby="faq-more-title">
        <h2 id="faq-more-title" className="public-page__subtitle">
          {t('faq.more.title')}
        </h2>
        <p>{t('faq.more.text')}</p>
        <Link to={PATHS.feedback} className="link">
          {t('faq.more.link')}
        </Link>
      </aside>
    </div>
  );
}

function TopicChip({ topic }: { topic: string }) {
  const { t } = useTranslation('pages');
  const label = t(`faq.topics.${topic}`, { defaultValue: '' });
  return label ? <span className="faq-item__topic">{label}</span> : null;
}
