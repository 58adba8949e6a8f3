import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app';
import { useCurrentLanguage } from '../../i18n';
import { buttonClassName, linkClassName } from '../../ui';
import { QUIZ_PATHS, quizListPath, quizResultPath, useMyQuizResults } from '../quizzes';
import { useRequestList } from '../requests';
import { SharingCard } from '../students';
import { DashboardCard } from './DashboardCard';
import { DashboardIntro } from './DashboardIntro';
import { HomeworkCard } from './HomeworkCard';
import { NextLessonCard } from './NextLessonCard';
import './dashboard.css';

/** How many finished quizzes the home lists; the rest are one link away. */
const RECENT_RESULTS = 3;

/**
 * A student's home at '/': the next lesson, the requests and what waits for
 * the student's reply, and the latest quiz results, each linking to its screen. Finding a tutor
 * stays one click away.
 */
export function StudentDashboard() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="dashboard">
      <DashboardIntro subtitle={t('student.subtitle')}>
        <Link to={PATHS.search} className={buttonClassName('primary', 'md')}>
          {t('student.find-tutor')}
        </Link>
        <Link to={PATHS.favourites} className={buttonClassName('secondary', 'md')}>
          {t('student.favourites')}
        </Link>
      </DashboardIntro>
      <div className="dashboard__grid">
        <NextLessonCard role="student" />
        <HomeworkCard role="student" />
        <StudentRequestsCard />
        <QuizResultsCard />
        <SharingCard />
      </div>
    </div>
  );
}

function StudentRequestsCard() {
  const { t } = useTranslation('dashboard');
  const list = useRequestList('all', 'newest', 1);
  const items = list.data?.items ?? [];
  // Offers a tutor sent on a public request: the student's move (accept or decline).
  const offers = items.filter((item) => item.status === 'WAITING_FOR_REPLY').length;
  // Accepted, contacts not yet opened: the student's move too.
  const accepted = items.filter((item) => item.status === 'ACCEPTED').length;
  return (
    <DashboardCard title={t('requests.title')} link={{ to: PATHS.requests, label: t('requests.link') }} query={list}>
      {list.data && list.data.total === 0 ? (
        <p className="dashboard-card__muted">{t('requests.student-none')}</p>
      ) : list.data ? (
        <ul className="dashboard-card__facts">
          <li>
            <strong className="dashboard-card__value">
              {t('requests.active', { active: list.data.activeCount, limit: list.data.activeLimit })}
            </strong>
          </li>
          <li>{t('requests.offers', { count: offers })}</li>
          {accepted > 0 ? <li>{t('requests.accepted', { count: accepted })}</li> : null}
        </ul>
      ) : null}
    </DashboardCard>
  );
}

function QuizResultsCard() {
  const { t } = useTranslation('dashboard');
  const language = useCurrentLanguage();
  const results = useMyQuizResults();
  const finished = (results.data?.items ?? []).filter((item) => item.result !== null).slice(0, RECENT_RESULTS);
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'medium' });
  return (
    <DashboardCard
      title={t('quizzes.title')}
      link={{ to: QUIZ_PATHS.myResults, label: t('quizzes.link') }}
      query={results}
    >
      {finished.length === 0 ? (
        <p className="dashboard-card__muted">
          {t('quizzes.none')}{' '}
          <Link to={quizListPath()} className={linkClassName()}>
            {t('quizzes.start')}
          </Link>
        </p>
      ) : (
        <ul className="dashboard-card__list">
          {finished.map((record) => (
            <li key={record.id}>
              <Link to={quizResultPath(record.id)} className={linkClassName()}>
                {record.mainTitle}
              </Link>
              <span className="dashboard-card__muted">
                {t('quizzes.score', {
                  score: record.result!.score,
                  max: record.result!.maxScore,
                  percent: Math.round(record.result!.percent),
                })}
                {record.finishedAt ? ` · ${date.format(new Date(record.finishedAt))}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
