import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { searchPath } from '../../app';
import { EmptyState, GridIcon, Spinner } from '../../ui';
import { useTopCategories } from './home.queries';
import { groupKey } from './top-categories';

/** "Top categories" of the home page, each a way into its tutors. */
export function TopCategories() {
  const { t } = useTranslation('home');
  const categories = useTopCategories();

  return (
    <section id="subjects" className="home-section" aria-labelledby="subjects-title">
      <div className="home-section__head">
        <h2 id="subjects-title">{t('categories.title')}</h2>
        <p className="home-section__lead">{t('categories.subtitle')}</p>
      </div>
      {categories.isPending ? (
        <div className="home-section__status">
          <Spinner label={t('search.loading')} />
        </div>
      ) : categories.isError ? (
        <EmptyState icon={<GridIcon />} title={t('search.error')} />
      ) : categories.data.length === 0 ? (
        <EmptyState icon={<GridIcon />} title={t('categories.empty')} />
      ) : (
        <ul className="category-grid">
          {categories.data.map((category) => (
            <li key={category.code}>
              <Link to={searchPath(category.code)} className="category-card">
                <span className={`category-card__group category-card__group--${groupKey(category.group)}`}>
                  {t(`categories.groups.${groupKey(category.group)}`)}
                </span>
                <span className="category-card__name">{category.name}</span>
                <span className="category-card__count">
                  {category.tutorCount > 0
                    ? t('categories.tutor-count', { count: category.tutorCount })
                    : t('categories.no-tutors-yet')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
