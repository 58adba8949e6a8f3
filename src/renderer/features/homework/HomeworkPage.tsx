import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PATHS, useSession } from '../../app';
import { ErrorPage } from '../../app/errors/ErrorPage';
import { linkClassName } from '../../ui';
import { HomeworkTab } from './HomeworkTab';

/**
 * '/lessons/:id/homework': the homework tab on a page of its own, where the dashboards and
 * notifications link; the lesson details page shows the same tab.
 */
export function HomeworkPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('homework');
  const session = useSession();
  if (!session) return <ErrorPage variant="ACCESS_DENIED" />;
  return (
    <div className="homework-page">
      <header className="homework-page__header">
        <h1>{t('title')}</h1>
        <Link to={PATHS.mySchedule} className={linkClassName('muted')}>
          {t('back')}
        </Link>
      </header>
      <HomeworkTab lessonId={id} />
    </div>
  );
}
