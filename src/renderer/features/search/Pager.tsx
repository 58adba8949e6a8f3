import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pagerItems } from './search-params';

export interface PagerProps {
  page: number;
  pageCount: number;
  /** The link of a page (links, so a page can be opened in a new tab or shared). */
  hrefOf: (page: number) => string;
}

export function Pager({ page, pageCount, hrefOf }: PagerProps) {
  const { t } = useTranslation('search');
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className="pager__step" rel="prev">
              {t('pager.previous')}
            </Link>
          ) : null}
        </li>
        {pagerItems(page, pageCount).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                className={item === page ? 'pager__page is-current' : 'pager__page'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefOf(page + 1)} className="pager__step" rel="next">
              {t('pager.next')}
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
