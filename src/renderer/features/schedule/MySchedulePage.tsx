import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Lesson } from '../../../shared/contracts/lessons';
import type { FreeSlot } from '../../../shared/contracts/schedule';
import { PATHS, useSession } from '../../app';
import { currentLanguage } from '../../i18n';
import { AlertIcon, Button, Card, EmptyState, Spinner, buttonClassName } from '../../ui';
import { useMySchedule } from './schedule.queries';
import {
  DAY,
  formatLocalDate,
  formatMoney,
  formatTime,
  formatTimeRange,
  groupByLocalDate,
  offsetLabel,
  viewerZone,
} from '../../lib/zoned-time';
import { zoneName } from '../../lib/zone-names';
import './schedule.css';

/** How far ahead "my schedule" looks. */
const WINDOW_DAYS = 14;

/** "My schedule" for both roles: upcoming lessons, and a tutor's free slots, in the viewer's zone. */
export function MySchedulePage() {
  const { t } = useTranslation(['schedule', 'time-zones']);
  const session = useSession();
  const isTeacher = session?.role === 'ROLE_TEACHER';
  const [range] = useState(() => {
    const from = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    return { from: new Date(from).toISOString(), to: new Date(from + WINDOW_DAYS * DAY).toISOString() };
  });
  const [zone] = useState(viewerZone);
  const schedule = useMySchedule(range.from, range.to);

  return (
    <div className="schedule-page">
      <header className="schedule-page__header">
        <h1>{t('my.title')}</h1>
        <p className="schedule-page__zone">
          {t('common.zone', { zone: zoneName(t, zone), offset: offsetLabel(zone, Date.now()) })}
        </p>
        {isTeacher ? (
          <div className="schedule-page__links">
            <Link to={PATHS.scheduleEditor} className={buttonClassName('secondary', 'sm')}>
              {t('my.edit')}
            </Link>
            <Link to={PATHS.createLesson} className={buttonClassName('primary', 'sm')}>
              {t('my.create-lesson')}
            </Link>
          </div>
        ) : null}
      </header>
      {schedule.isPending ? (
        <div className="schedule-page__status">
          <Spinner size="lg" label={t('my.loading')} />
        </div>
      ) : schedule.isError ? (
        <EmptyState
          icon={<AlertIcon />}
          title={t('my.load-error')}
          action={<Button onClick={() => void schedule.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <div className="my-schedule">
          <LessonsSection lessons={schedule.data.lessons} zone={zone} isTeacher={isTeacher} />
          {isTeacher ? <FreeSlotsSection slots={schedule.data.freeSlots} zone={zone} /> : null}
        </div>
      )}
    </div>
  );
}

function LessonsSection({ lessons, zone, isTeacher }: { lessons: Lesson[]; zone: string; isTeacher: boolean }) {
  const { t, i18n } = useTranslation('schedule');
  const language = currentLanguage(i18n);
  const groups = groupByLocalDate(lessons, (lesson) => lesson.startsAt, zone);
  return (
    <Card as="section" aria-labelledby="my-lessons-title">
      <h2 id="my-lessons-title">{t('my.lessons.title')}</h2>
      {groups.length === 0 ? (
        <p className="schedule-page__muted">{t('my.lessons.empty')}</p>
      ) : (
        groups.map((group) => (
          <div key={`${group.date.year}-${group.date.month}-${group.date.day}`} className="my-schedule__day">
            <h3>{formatLocalDate(group.date, language, 'long')}</h3>
            <ul className="my-schedule__lessons">
              {group.items.map((lesson) => {
                const other = isTeacher ? lesson.student : lesson.teacher;
                return (
                  <li key={lesson.id} className="lesson-item">
                    <time dateTime={lesson.startsAt} className="lesson-item__time">
                      {formatTimeRange(lesson.startsAt, lesson.endsAt, zone, language)}
                    </time>
                    <div className="lesson-item__body">
                      <strong>{lesson.subject.name}</strong>
                      {lesson.title ? <span>{lesson.title}</span> : null}
                      <span>
                        {t(isTeacher ? 'my.lessons.student' : 'my.lessons.teacher', {
                          name: `${other.firstName} ${other.lastName}`,
                        })}
                      </span>
                      <span className="schedule-page__muted">
                        {lesson.freeLesson
                          ? t('my.lessons.free')
                          : formatMoney(lesson.priceMinor, lesson.currency, language)}
                        {' · '}
                        {t(`my.lessons.status.${lesson.status}`)}
                      </span>
                    </div>
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
    </Card>
  );
}

function FreeSlotsSection({ slots, zone }: { slots: FreeSlot[]; zone: string }) {
  const { t, i18n } = useTranslation('schedule');
  const language = currentLanguage(i18n);
  const groups = groupByLocalDate(slots, (slot) => slot.startsAt, zone);
  return (
    <Card as="section" aria-labelledby="my-free-title">
      <h2 id="my-free-title">{t('my.free.title')}</h2>
      {groups.length === 0 ? (
        <p className="schedule-page__muted">
          {t('my.free.empty')} <Link to={PATHS.scheduleEditor}>{t('my.edit')}</Link>
        </p>
      ) : (
        groups.map((group) => (
          <div key={`${group.date.year}-${group.date.month}-${group.date.day}`} className="my-schedule__day">
            <h3>{formatLocalDate(group.date, language, 'long')}</h3>
            <ul className="my-schedule__slots">
              {group.items.map((slot) => (
                <li key={slot.startsAt}>
                  <time dateTime={slot.startsAt}>{formatTime(slot.startsAt, zone, language)}</time>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </Card>
  );
}
