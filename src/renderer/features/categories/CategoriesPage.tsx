import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS, searchPath } from '../../app';
import { currentLanguage } from '../../i18n';
import { Button, EmptyState, GridIcon, SearchIcon, Spinner, TextField } from '../../ui';
import { useCategories } from '../reference';
import { filterCategories, groupCategories } from './group-categories';
import './categories.css';

const KNOWN_GROUPS = ['school', 'exams', 'languages', 'it', 'music', 'arts'];

/**
 * The categories page: every subject under its group, each a link to the search for
 * it. A missing subject can be asked for through feedback (kind CATEGORY_REQUEST).
 */
export function CategoriesPage() {
  const { t, i18n } = useTranslation('pages');
  const locale = currentLanguage(i18n);
  const categories = useCategories();
  const [filter, setFilter] = useState('');

  const groups = categories.data ? groupCategories(filterCategories(categories.data, filter, locale), locale) : [];
  const groupName = (code: string) => t(`categories.groups.${KNOWN_GROUPS.includes(code) ? code : 'other'}`);

  return (
    <div className="categories-page">
      <header className="categories-page__header">
        <h1 className="categories-page__title">{t('categories.page.title')}</h1>
        <p className="categories-page__lead">{t('categories.page.lead')}</p>
        <div className="categories-page__filter">
          <TextField
            label={t('categories.filter.label')}
            type="search"
            placeholder={t('categories.filter.placeholder')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            autoComplete="off"
          />
        </div>
      </header>
      {categories.isPending ? (
        <div className="categories-page__status">
          <Spinner label={t('categories.loading')} />
        </div>
      ) : categories.isError ? (
        <EmptyState
          icon={<GridIcon />}
          title={t('categories.error')}
          action={
            <Button variant="secondary" onClick={() => void categories.refetch()}>
              {t('categories.retry')}
            </Button>
          }
        />
      ) : groups.length === 0 ? (
        <EmptyState icon={<SearchIcon />} title={t('categories.empty', { filter })} />
      ) : (
        <div className="categories-page__groups">
          {groups.map((group) => (
            <section key={group.code} className="category-group" aria-labelledby={`group-${group.code}`}>
              <h2 id={`group-${group.code}`} className="category-group__title">
                {groupName(group.code)}
              </h2>
              <ul className="category-group__list">
                {group.categories.map((category) => (
                  <li key={category.code}>
                    <Link to={searchPath(category.code)} className="category-link">
                      {category.name}
                      <span className="category-link__arrow" aria-hidden="true">
                        →
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <aside className="categories-page__request" aria-labelledby="category-request-title">
        <h2 id="category-request-title">{t('categories.request.title')}</h2>
        <p>{t('categories.request.text')}</p>
        <Link to={`${PATHS.feedback}?kind=CATEGORY_REQUEST`} className="button button--secondary button--md">
          {t('categories.request.link')}
        </Link>
      </aside>
    </div>
  );
}
