import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { meetingPath } from '../../../app';
import { LessonPayButton } from '../../payments';
import { progressSteps, type LessonButtonAction } from '../../../../shared/contracts/lessons';
import { formatMoney } from '../../../../shared/i18n/format-money';
import { isLanguage } from '../../../../shared/i18n/language';
import { Button, useToast } from '../../../ui';
import { requestErrorText } from '../../requests';
import { viewerZone } from '../../../lib/zoned-time';
import { useLessonAction, useRescheduleLesson } from '../lessons.queries';
import type { LessonTabProps } from './lesson-tabs';

const BUTTONS: readonly LessonButtonAction[] = [
  'APPROVE',
  'START_MEETING',
  'JOIN_MEETING',
  'FINALIZE_MEETING',
  'COMPLETE',
  'CANCEL',
];

export function formatLessonTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: viewerZone(),
  }).format(new Date(iso));
}

/** Overview: the progress line, times in the viewer's zone, and one button per action allowed now. */
export function LessonOverview({ lesson }: LessonTabProps) {
  const { t, i18n } = useTranslation(['lessons', 'requests']);
  const toast = useToast();
  const action = useLessonAction(lesson.id);
  const reschedule = useRescheduleLesson(lesson.id);
  const navigate = useNavigate();
  const other = lesson.viewerRole === 'tutor' ? lesson.student : lesson.teacher;

  async function run(a: LessonButtonAction) {
    // The room takes the start or join action itself as it connects.
    if (a === 'START_MEETING' || a === 'JOIN_MEETING') return navigate(meetingPath(lesson.id));
    try {
      await action.mutateAsync(a);
      toast.show({ kind: 'success', message: t(`lessons:done.${a}`) });
    } catch (error) {
      toast.show({ kind: 'error', message: requestErrorText(t, error) });
    }
  }

  async function move() {
    try {
      const answer = await reschedule.mutateAsync();
      toast.show({
        kind: 'success',
        message: t(answer.requested ? 'lessons:reschedule.asked' : 'lessons:reschedule.moved'),
      });
    } catch (error) {
      toast.show({ kind: 'error', message: requestErrorText(t, error) });
    }
  }

  const buttons = BUTTONS.filter((a) => lesson.allowedActions.includes(a));
  const canMove = lesson.missed && lesson.allowedActions.includes('CANCEL');
  return (
    <div className="lesson-overview">
      {lesson.status === 'CANCELED' ? (
        <p className="lesson-overview__cancelled">{t('lessons:steps.cancelled')}</p>
      ) : (
        <ol className="lesson-steps" aria-label={t('lessons:steps.label')}>
          {progressSteps(lesson.status).map((s) => (
            <li
              key={s.step}
              className={`lesson-steps__step lesson-steps__step--${s.state}`}
              aria-current={s.state === 'current' ? 'step' : undefined}
            >
              {t(`lessons:steps.${s.step}`)}
            </li>
          ))}
        </ol>
      )}
      <dl className="lesson-overview__facts">
        <dt>{t('lessons:details.when')}</dt>
        <dd>
          {formatLessonTime(lesson.startsAt, i18n.language)} – {formatLessonTime(lesson.endsAt, i18n.language)}
        </dd>
        <dt>{t(lesson.viewerRole === 'tutor' ? 'lessons:details.student' : 'lessons:details.tutor')}</dt>
        <dd>
          {other.firstName} {other.lastName}
        </dd>
        <dt>{t('lessons:details.subject')}</dt>
        <dd>{lesson.subject.name}</dd>
        <dt>{t('lessons:details.format')}</dt>
        <dd>{t(`lessons:create.types.${lesson.type}`)}</dd>
        <dt>{t('lessons:details.price')}</dt>
        <dd>
          {lesson.freeLesson
            ? t('lessons:details.free')
            : formatMoney(lesson.priceMinor, isLanguage(i18n.language) ? i18n.language : 'uk', lesson.currency)}
        </dd>
      </dl>
      {lesson.description && <p className="lesson-overview__description">{lesson.description}</p>}
      {lesson.missed && <p role="note">{t('lessons:details.missed')}</p>}
      {lesson.cancelIsLate && lesson.allowedActions.includes('CANCEL') && (
        <p role="note">{t('lessons:details.late-cancel')}</p>
      )}
      {lesson.movedFrom && lesson.allowedActions.includes('CANCEL') && (
        <p role="note">
          {t(lesson.viewerRole === 'student' ? 'lessons:details.moved-student' : 'lessons:details.moved-tutor', {
            from: formatLessonTime(lesson.movedFrom, i18n.language),
          })}
        </p>
      )}
      {(buttons.length > 0 || canMove) && (
        <div className="lesson-overview__actions">
          {buttons.map((a) => (
            <Button
              key={a}
              variant={a === 'CANCEL' ? 'secondary' : 'primary'}
              disabled={action.isPending}
              onClick={() => void run(a)}
            >
              {t(`lessons:actions.${a}`)}
            </Button>
          ))}
          {canMove && (
            <Button variant="secondary" disabled={reschedule.isPending} onClick={() => void move()}>
              {t(lesson.viewerRole === 'tutor' ? 'lessons:reschedule.move' : 'lessons:reschedule.ask')}
            </Button>
          )}
        </div>
      )}
      {lesson.viewerRole === 'student' && lesson.allowedActions.includes('CONFIRM_PAYMENT') && (
        <LessonPayButton lessonId={lesson.id} priceMinor={lesson.priceMinor} currency={lesson.currency} />
      )}
    </div>
  );
}
