import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FINAL_MARK_MAX, FINAL_MARK_MIN, HomeworkReviewBody, type Homework } from '../../../shared/contracts/homework';
import { Button, Select, useToast } from '../../ui';
import { errorMessage, fieldText } from '../../ui/form';
import { useReviewHomework } from './homework.queries';

type Verdict = { done: boolean | null; comment: string };

/**
 * The tutor's review (a comment is required for rework): a verdict on each task not yet
 * done; all done needs the final mark. Checked with the shared schema before it is sent.
 */
export function ReviewForm({ lessonId, homework }: { lessonId: string; homework: Homework }) {
  const { t } = useTranslation(['homework', 'errors']);
  const toast = useToast();
  const review = useReviewHomework(lessonId, homework.id);
  const openTasks = homework.tasks.filter((task) => task.status !== 'DONE');
  const [verdicts, setVerdicts] = useState<Record<string, Verdict>>(() =>
    Object.fromEntries(openTasks.map((task) => [task.id, { done: null, comment: '' }])),
  );
  const [mark, setMark] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const allDone = openTasks.every((task) => verdicts[task.id]?.done === true);

  const set = (taskId: string, patch: Partial<Verdict>) =>
    setVerdicts((previous) => ({ ...previous, [taskId]: { ...previous[taskId]!, ...patch } }));

  function send() {
    const found: Record<string, string> = {};
    openTasks.forEach((task) => {
      if (verdicts[task.id]?.done === null) found[task.id] = 'validation.review-every-task';
    });
    const body = {
      tasks: openTasks.map((task) => ({
        taskId: task.id,
        done: verdicts[task.id]?.done === true,
        comment: verdicts[task.id]?.comment ?? '',
      })),
      finalMark: allDone && mark ? Number(mark) : undefined,
      comment,
    };
    const parsed = HomeworkReviewBody.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        if (issue.path[0] === 'tasks' && typeof issue.path[1] === 'number')
          found[openTasks[issue.path[1]]!.id] ??= issue.message;
    if (allDone && !mark) found.finalMark = 'validation.final-mark-required';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    review.mutate(body, {
      onSuccess: (homework) =>
        toast.show({ kind: 'success', message: t(homework.status === 'DONE' ? 'review.accepted' : 'review.returned') }),
      onError: (error) => toast.show({ kind: 'error', message: errorMessage(t, error) }),
    });
  }

  return (
    <section className="homework-review" aria-labelledby="review-title">
      <h3 id="review-title">{t('review.title')}</h3>
      {openTasks.map((task) => (
        <fieldset key={task.id} className="homework-review__task">
          <legend>{task.title}</legend>
          <label className="homework-radio">
            <input
              type="radio"
              name={`verdict-${task.id}`}
              checked={verdicts[task.id]?.done === true}
              onChange={() => set(task.id, { done: true })}
            />
            {t('review.done')}
          </label>
          <label className="homework-radio">
            <input
              type="radio"
              name={`verdict-${task.id}`}
              checked={verdicts[task.id]?.done === false}
              onChange={() => set(task.id, { done: false })}
            />
            {t('review.rework')}
          </label>
          <label className="homework-textarea">
            <span>{t('review.task-comment', { title: task.title })}</span>
            <textarea
              rows={2}
              value={verdicts[task.id]?.comment ?? ''}
              onChange={(e) => set(task.id, { comment: e.target.value })}
              aria-invalid={errors[task.id] ? true : undefined}
            />
          </label>
          {errors[task.id] ? (
            <p role="alert" className="homework-error">
              {fieldText(t, errors[task.id])}
            </p>
          ) : null}
        </fieldset>
      ))}
      {allDone ? (
        <Select
          label={t('review.final-mark')}
          value={mark}
          onChange={(e) => setMark(e.target.value)}
          placeholder={t('review.choose-mark')}
          options={Array.from({ length: FINAL_MARK_MAX - FINAL_MARK_MIN + 1 }, (_, i) => ({
            value: String(FINAL_MARK_MAX - i),
            label: String(FINAL_MARK_MAX - i),
          }))}
          error={fieldText(t, errors.finalMark)}
        />
      ) : null}
      <label className="homework-textarea">
        <span>{t('review.comment')}</span>
        <textarea rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
      </label>
      <Button onClick={send} disabled={review.isPending}>
        {t(allDone ? 'review.accept' : 'review.send')}
      </Button>
    </section>
  );
}
