import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LIMITS } from '../../../shared/constants';
import { PATHS } from '../../app';
import { useCurrentLanguage } from '../../i18n';
import { buttonClassName } from '../../ui';
import { useVerification } from '../profile';
import { useRequestList } from '../requests';
import { DashboardCard } from './DashboardCard';
import { DashboardIntro } from './DashboardIntro';
import { HomeworkCard } from './HomeworkCard';
import { NextLessonCard } from './NextLessonCard';
import { TodayLessonsCard } from './TodayLessonsCard';
import './dashboard.css';

/**
 * The tutor's home at /user/profile: verification and search visibility as
 * they are, requests waiting for an answer, the next lesson and this week's free slots, each
 * linking to the screen where the tutor acts on it.
 */
export function TeacherDashboard() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="dashboard">
      <DashboardIntro subtitle={t('teacher.subtitle')}>
        <Link to={PATHS.scheduleEditor} className={buttonClassName('secondary', 'md')}>
          {t('teacher.edit-schedule')}
        </Link>
      </DashboardIntro>
      <div className="dashboard__grid">
        <TodayLessonsCard />
        <TeacherRequestsCard />
        <HomeworkCard role="teacher" />
        <NextLessonCard role="teacher" />
        <VerificationCard />
      </div>
    </div>
  );
}

function VerificationCard() {
  const { t } = useTranslation('dashboard');
  const language = useCurrentLanguage();
  const verification = useVerification();
  const state = verification.data;
  const missing = state ? Object.keys(state.missingFields).length : 0;
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'medium' });
  return (
    <DashboardCard
      title={t('verification.title')}
      link={{ to: PATHS.profileEdit, label: t('verification.link') }}
      query={verification}
    >
      {state ? (
        <>
          <p className="dashboard-card__value">
            <span className={`dashboard-status dashboard-status--${state.status.toLowerCase()}`}>
              {t(`verification.status.${state.status}`)}
            </span>
          </p>
          <p>
            {state.status === 'DONE'
              ? t(state.searchVisible ? 'verification.visible' : 'verification.hidden')
              : state.status === 'IN_PROCESS'
                ? t('verification.in-process', {
                    date: state.submittedAt ? date.format(new Date(state.submittedAt)) : '—',
                    hours: LIMITS.teacherVerificationHours,
                  })
                : state.status === 'NOT_DONE'
                  ? t('verification.not-done', { count: missing })
                  : t('verification.declined', { reason: state.reason ?? '—' })}
          </p>
        </>
      ) : null}
    </DashboardCard>
  );
}

function TeacherRequestsCard() {
  const { t } = useTranslation('dashboard');
  const personal = useRequestList('personal', 'newest', 1);
  const general = useRequestList('general', 'newest', 1);
  // A direct request stays ACTIVE until the tutor books one of its times or declines it.
  const waiting = (personal.data?.items ?? []).filter((item) => item.status === 'ACTIVE').length;
  const open = (general.data?.items ?? []).filter(
    (item) => item.status === 'ACTIVE' || item.status === 'WAITING_FOR_REPLY',
  ).length;
  const query = {
    isPending: personal.isPending || general.isPending,
    isError: personal.isError || general.isError,
    refetch: () => Promise.all([personal.refetch(), general.refetch()]),
  };
  return (
    <DashboardCard title={t('requests.title')} link={{ to: PATHS.requests, label: t('requests.link') }} query={query}>
      <ul className="dashboard-card__facts">
        <li>
          <strong className="dashboard-card__value">{t('requests.waiting', { count: waiting })}</strong>
        </li>
        <li>
          <Link to={`${PATHS.requests}?tab=general`} className="link">
            {t('requests.open-general', { count: open })}
          </Link>
        </li>
      </ul>
    </DashboardCard>
  );
}
