import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PATHS, useApiClient } from '../../app';
import { Button, useToast } from '../../ui';
import { errorMessage } from '../../ui/form';
import { canEnterMeeting, meetingActionPath } from './lesson-join';
import { useCurrentLanguage } from '../../i18n';
import { useMySchedule } from '../schedule';
import { formatTimeRange, viewerZone } from '../../lib/zoned-time';
import { DashboardCard } from './DashboardCard';
import { nextLesson, upcomingWindow } from './upcoming';

/** The next booked lesson, in the viewer's zone, with the other person and the subject. */
export function NextLessonCard({ role }: { role: 'student' | 'teacher' }) {
  const { t } = useTranslation('dashboard');
  const language = useCurrentLanguage();
  const [now] = useState(() => Date.now());
  // The join button appears on its own when the time comes (from 30 minutes before).
  const [clock, setClock] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setClock(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const [window] = useState(() => upcomingWindow(now));
  const [zone] = useState(viewerZone);
  const schedule = useMySchedule(window.from, window.to);
  const lesson = schedule.data ? nextLesson(schedule.data.lessons, clock) : null;
  const other = lesson ? (role === 'student' ? lesson.teacher : lesson.student) : null;
  const weekEnd = now + 7 * 86_400_000;
  const freeSlots = schedule.data?.freeSlots.filter((slot) => Date.parse(slot.startsAt) < weekEnd).length ?? 0;

  return (
    <DashboardCard
      title={t('next-lesson.title')}
      link={{ to: PATHS.mySchedule, label: t('next-lesson.link') }}
      query={schedule}
    >
      {lesson && other ? (
        <>
          <p className="dashboard-card__value">
            <time dateTime={lesson.startsAt}>
              {lessonDay(lesson.startsAt, zone, language)},{' '}
              {formatTimeRange(lesson.startsAt, lesson.endsAt, zone, language)}
            </time>
          </p>
          <p>
            {t(role === 'student' ? 'next-lesson.with-tutor' : 'next-lesson.with-student', {
              subject: lesson.subject.name,
              name: `${other.firstName} ${other.lastName}`,
            })}
          </p>
          {canEnterMeeting(lesson, clock) ? <EnterMeeting lessonId={lesson.id} role={role} /> : null}
        </>
      ) : (
        <p className="dashboard-card__muted">{t('next-lesson.none')}</p>
      )}
      {role === 'teacher' ? (
        <p className="dashboard-card__muted">{t('next-lesson.free-slots', { count: freeSlots })}</p>
      ) : null}
    </DashboardCard>
  );
}

/** "середа, 2 грудня" / "Wednesday 2 December": the lesson's day in the viewer's zone. */
function lessonDay(iso: string, zone: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));
}

/** Start (tutor) or join (student) the meeting through the lesson action; its message if refused. */
function EnterMeeting({ lessonId, role }: { lessonId: string; role: 'student' | 'teacher' }) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const client = useApiClient();
  const toast = useToast();
  const enter = useMutation({ mutationFn: () => client.post(meetingActionPath(lessonId, role)) });
  return (
    <Button
      disabled={enter.isPending || enter.isSuccess}
      onClick={() =>
        enter.mutate(undefined, {
          onSuccess: () => toast.show({ kind: 'success', message: t('next-lesson.entered') }),
          onError: (error) => toast.show({ kind: 'error', message: errorMessage(t, error) }),
        })
      }
    >
      {t(role === 'student' ? 'next-lesson.join' : 'next-lesson.start')}
    </Button>
  );
}
