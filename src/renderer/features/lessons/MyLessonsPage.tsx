import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  LESSON_PERIODS,
  LESSON_STATUSES,
  type LessonPeriod,
  type LessonStatus,
} from '../../../shared/contracts/lessons';
import { Button, EmptyState, Select, Spinner } from '../../ui';
import { formatLessonTime } from './details/LessonOverview';
import { useMyLessons } from './lessons.queries';
import './lessons.css';

const SIZE = 20;

/** My lessons: the viewer's lessons by status and period, a page at a time. */
export function MyLessonsPage() {
  const { t, i18n } = useTranslation('lessons');
  const [status, setStatus] = useState<LessonStatus | ''>('');
  const [period, setPeriod] = useState<LessonPeriod>('upcoming');
  const [page, setPage] = useState(1);
  const lessons = useMyLessons({ status: status || undefined, period, page, size: SIZE });
  const items = lessons.data?.items ?? [];
  return (
    <main className="my-lessons">
      <h1>{t('mine.title')}</h1>
      <div className="my-lessons__filters">
        <Select
          label={t('mine.period')}
          value={period}
          options={LESSON_PERIODS.map((p) => ({ value: p, label: t(`mine.periods.${p}`) }))}
          onChange={(e) => {
            setPeriod(e.target.value as LessonPeriod);
            setPage(1);
          }}
        />
        <Select
          label={t('mine.status')}
          value={status}
          placeholder={t('mine.any-status')}
          options={LESSON_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(e) => {
            setStatus(e.target.value as LessonStatus | '');
            setPage(1);
          }}
        />
      </div>
      {lessons.isPending ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState title={t('mine.empty')} />
      ) : (
        <ul className="my-lessons__list">
          {items.map((l) => {
            const other = l.viewerRole === 'tutor' ? l.student : l.teacher;
            return (
              <li key={l.id} className="my-lessons__item">
                <Link to={`/lessons/${encodeURIComponent(l.id)}`} className="my-lessons__link">
                  <span className="my-lessons__when">{formatLessonTime(l.startsAt, i18n.language)}</span>
                  <span className="my-lessons__what">
                    {l.title || l.subject.name} · {other.firstName} {other.lastName}
                  </span>
                  <span className={`my-lessons__status my-lessons__status--${l.status}`}>
                    {t(`status.${l.status}`)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <nav className="my-lessons__pages" aria-label={t('mine.pages')}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t('mine.previous')}
        </Button>
        <Button variant="secondary" disabled={!lessons.data?.hasMore} onClick={() => setPage((p) => p + 1)}>
          {t('mine.next')}
        </Button>
      </nav>
    </main>
  );
}
