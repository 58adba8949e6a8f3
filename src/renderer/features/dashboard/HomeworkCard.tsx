import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PATHS } from '../../app';
import { useCurrentLanguage } from '../../i18n';
import { linkClassName } from '../../ui';
import { useHomeworkList } from '../homework';
import { DashboardCard } from './DashboardCard';

const homeworkPath = (lessonId: string) => PATHS.lessonHomework.replace(':id', encodeURIComponent(lessonId));

/** The tutor's homework to review, or the student's homework due; live. */
export function HomeworkCard({ role }: { role: 'student' | 'teacher' }) {
  const { t } = useTranslation('dashboard');
  const language = useCurrentLanguage();
  const list = useHomeworkList(role === 'teacher' ? 'to-review' : 'due');
  const items = list.data?.items ?? [];
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const now = Date.now();
  return (
    <DashboardCard
      title={t(role === 'teacher' ? 'homework.review-title' : 'homework.due-title')}
      link={{ to: PATHS.mySchedule, label: t('homework.link') }}
      query={list}
    >
      {items.length === 0 ? (
        <p className="dashboard-card__muted">{t(role === 'teacher' ? 'homework.review-none' : 'homework.due-none')}</p>
      ) : (
        <ul className="dashboard-card__list">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={homeworkPath(item.lessonId)} className={linkClassName()}>
                {item.title}
              </Link>
              <span className="dashboard-card__muted">
                {item.person.firstName} {item.person.lastName} ·{' '}
                {t(Date.parse(item.dueAt) < now && role === 'student' ? 'homework.overdue' : 'homework.due', {
                  date: date.format(new Date(item.dueAt)),
                })}
                {item.status === 'REWORK_REQUIRED' ? ` · ${t('homework.rework')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
