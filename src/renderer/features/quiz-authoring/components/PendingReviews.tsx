import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingQuizResult, Question } from '../../../../shared/contracts/quizzes';
import { questionMaxPoints } from '../../../../shared/quiz/question-points';
import { isApiError } from '../../../api';
import { Button, Card, Spinner, TextField, useToast } from '../../../ui';
import { useMarkResult, usePendingResults } from '../../quizzes';

/**
 * Full-text answers wait for the author's mark, and count once marked. Each result of the quiz
 * with such answers gets a points field per answer.
 */
export function PendingReviews({ quizId, questions }: { quizId: string; questions: readonly Question[] }) {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const query = usePendingResults(quizId);
  return (
    <section aria-labelledby="pending-title" className="authoring__section">
      <h2 id="pending-title">{t('pending.title')}</h2>
      {query.isPending ? <Spinner size="sm" /> : null}
      {query.isError ? <p>{t('pending.error')}</p> : null}
      {query.data?.length === 0 ? <p className="authoring__note">{t('pending.empty')}</p> : null}
      {query.data?.map((item) => (
        <PendingResult key={item.record.id} item={item} questions={questions} />
      ))}
    </section>
  );
}

function PendingResult({ item, questions }: { item: PendingQuizResult; questions: readonly Question[] }) {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const toast = useToast();
  const mark = useMarkResult();
  const [points, setPoints] = useState<Record<string, string>>({});
  const student = `${item.student.firstName} ${item.student.lastName}`.trim();
  const maxOf = (questionNumber: number) => {
    const question = questions.find((q) => q.questionNumber === questionNumber);
    return question ? questionMaxPoints(question) : undefined;
  };
  const submit = () => {
    const marks = item.fullTextAnswers
      .filter((answer) => (points[answer.questionId] ?? '').trim() !== '')
      .map((answer) => ({ questionId: answer.questionId, points: Number(points[answer.questionId]) }));
    if (marks.length === 0) return;
    mark.mutate(
      { resultId: item.record.id, marks },
      {
        onSuccess: () => toast.show({ kind: 'success', message: t('pending.saved', { student }) }),
        onError: (error) =>
          toast.show({
            kind: 'error',
            message: isApiError(error)
              ? t(`errors:${error.code}`, { defaultValue: error.message })
              : t('errors:INTERNAL_ERROR'),
          }),
      },
    );
  };
  return (
    <Card as="article" className="pending-result" aria-label={t('pending.result', { student })}>
      <h3 className="pending-result__title">{t('pending.result', { student })}</h3>
      {item.fullTextAnswers.map((answer) => {
        const max = maxOf(answer.questionNumber);
        const task = t('quiz:run.task', { number: answer.questionNumber });
        return (
          <div key={answer.questionId} className="pending-result__answer">
            <p className="pending-result__task">{task}</p>
            <blockquote className="pending-result__text">{answer.text}</blockquote>
            <TextField
              label={t('pending.points', { task, max: max ?? '—' })}
              type="number"
              min={0}
              max={max}
              value={points[answer.questionId] ?? ''}
              onChange={(event) => setPoints({ ...points, [answer.questionId]: event.target.value })}
            />
          </div>
        );
      })}
      <Button size="sm" onClick={submit} disabled={mark.isPending}>
        {t('pending.save')}
      </Button>
    </Card>
  );
}
