import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Homework, HomeworkTask } from '../../../shared/contracts/homework';
import { useSession } from '../../app';
import { useCurrentLanguage } from '../../i18n';
import { Button, Spinner, useToast } from '../../ui';
import { errorMessage } from '../../ui/form';
import { HomeworkForm } from './HomeworkForm';
import { ReviewForm } from './ReviewForm';
import { TaskCard } from './TaskCard';
import { useCreateHomework, useLessonHomework, useSubmitHomework, useUpdateHomework } from './homework.queries';
import './homework.css';

/**
 * The lesson page's homework tab: the tutor assigns, edits and reviews; the
 * student answers each task, attaches files and sends the work for review. What each side may
 * do follows the homework's status, which the server ties to the lesson's HOMETASK_* status.
 */
export function HomeworkTab({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation(['homework', 'errors']);
  const session = useSession();
  const tutor = session?.role === 'ROLE_TEACHER';
  const query = useLessonHomework(lessonId);
  const create = useCreateHomework(lessonId);
  const [assigning, setAssigning] = useState(false);

  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <p role="alert" className="homework-error">
        {t('failed')}{' '}
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </p>
    );
  const homework = query.data.homework;
  if (!homework)
    return (
      <section className="homework" aria-label={t('title')}>
        <p className="homework-muted">{t(tutor ? 'none-tutor' : 'none-student')}</p>
        {tutor && !assigning ? <Button onClick={() => setAssigning(true)}>{t('assign')}</Button> : null}
        {tutor && assigning ? (
          <HomeworkForm onSave={(body) => create.mutateAsync(body)} onCancel={() => setAssigning(false)} />
        ) : null}
      </section>
    );
  return <HomeworkView lessonId={lessonId} homework={homework} tutor={tutor} />;
}

function HomeworkView({ lessonId, homework, tutor }: { lessonId: string; homework: Homework; tutor: boolean }) {
  const { t } = useTranslation(['homework', 'errors']);
  const language = useCurrentLanguage();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const update = useUpdateHomework(lessonId, homework.id);
  const submit = useSubmitHomework(lessonId, homework.id);
  const open = homework.status === 'CREATED' || homework.status === 'REWORK_REQUIRED';
  const when = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const overdue = open && Date.parse(homework.dueAt) < Date.now();

  if (editing)
    return (
      <HomeworkForm
        initial={homework}
        onSave={async (body) => {
          await update.mutateAsync(body);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );

  return (
    <section className="homework" aria-labelledby="homework-title">
      <header className="homework__header">
        <h2 id="homework-title">{homework.title}</h2>
        <span
          className={`homework-status homework-status--${homework.status.toLowerCase()}`}
          data-testid="homework-status"
        >
          {t(`status.${homework.status}`)}
        </span>
      </header>
      {homework.description ? <p className="homework__description">{homework.description}</p> : null}
      <p className={overdue ? 'homework-error' : 'homework-muted'}>
        {t(overdue ? 'due-overdue' : 'due', { date: when.format(new Date(homework.dueAt)) })}
      </p>
      {homework.finalMark !== null ? (
        <p className="homework__mark">{t('final-mark', { mark: homework.finalMark })}</p>
      ) : null}
      {homework.reviewComment ? (
        <p className="homework__comment">{t('review-comment', { comment: homework.reviewComment })}</p>
      ) : null}
      {tutor && open ? (
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          {t('edit')}
        </Button>
      ) : null}
      <ol className="homework__tasks" aria-label={t('form.tasks')}>
        {homework.tasks.map((task: HomeworkTask) => (
          <TaskCard key={task.id} lessonId={lessonId} homework={homework} task={task} tutor={tutor} />
        ))}
      </ol>
      {!tutor && open ? (
        <div className="homework-actions">
          <Button
            disabled={submit.isPending}
            onClick={() =>
              submit.mutate(undefined, {
                onSuccess: () => toast.show({ kind: 'success', message: t('submitted') }),
                onError: (error) => toast.show({ kind: 'error', message: submitError(t, error) }),
              })
            }
          >
            {t('submit')}
          </Button>
          <span className="homework-muted">{t('submit-hint')}</span>
        </div>
      ) : null}
      {tutor && homework.status === 'IN_REVIEW' ? <ReviewForm lessonId={lessonId} homework={homework} /> : null}
    </section>
  );
}

function submitError(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  const fields = (error as { details?: { fields?: Record<string, string> } }).details?.fields;
  if (fields && Object.values(fields).includes('validation.homework-result-required'))
    return t('validation:homework-result-required');
  return errorMessage(t, error);
}
