import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../app';
import { useCurrentLanguage } from '../../i18n';
import { useMySchedule } from '../schedule';
import { dateKey, formatTimeRange, viewerZone, zonedParts } from '../../lib/zoned-time';
import { DashboardCard } from './DashboardCard';
import { lessonsOfDay } from './lesson-join';

/** The tutor's lessons today, in their zone; refreshed by the lesson pushes. */
export function TodayLessonsCard() {
  const { t } = useTranslation('dashboard');
  const language = useCurrentLanguage();
  const [zone] = useState(viewerZone);
  const [window] = useState(() => {
    const now = Date.now();
    return { from: new Date(now - 86_400_000).toISOString(), to: new Date(now + 2 * 86_400_000).toISOString() };
  });
  const schedule = useMySchedule(window.from, window.to);
  const today = dateKey(zonedParts(zone, Date.now()));
  const lessons = schedule.data
    ? lessonsOfDay(schedule.data.lessons, (iso) => dateKey(zonedParts(zone, Date.parse(iso))), today)
    : [];
  return (
    <DashboardCard title={t('today.title')} link={{ to: PATHS.mySchedule, label: t('today.link') }} query={schedule}>
      {lessons.length === 0 ? (
        <p className="dashboard-card__muted">{t('today.none')}</p>
      ) : (
        <ul className="dashboard-card__list">
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              <strong>
                <time dateTime={lesson.startsAt}>
                  {formatTimeRange(lesson.startsAt, lesson.endsAt, zone, language)}
                </time>
              </strong>
              <span className="dashboard-card__muted">
                {t('today.lesson', {
                  subject: lesson.subject.name,
                  name: `${lesson.student.firstName} ${lesson.student.lastName}`,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
