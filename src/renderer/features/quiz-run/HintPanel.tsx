import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RunQuestion } from '../../../shared/contracts/quiz';
import { linkClassName, Spinner } from '../../ui';
import { helpPath } from '../quizzes/quiz-paths';
import { AiSourceLabel, AiErrorText } from '../quizzes/AiBits';
import { useAiStream } from '../quizzes/use-ai-stream';

interface HintPanelProps {
  quizId: string;
  question: RunQuestion;
  signedIn: boolean;
  id: string;
}

/**
 * The hint of the current question (issue 9: "hints during a run"), opened with the run store's
 * explanation toggle, so moving to another question closes it (spec 4). It never reveals the key:
 * the server builds it from the type, the topics and the reference page.
 */
export function HintPanel({ quizId, question, signedIn, id }: HintPanelProps) {
  const { t } = useTranslation('quiz');
  const { state, start } = useAiStream();

  useEffect(() => {
    if (signedIn) void start('/users/v1/ai/quiz-hint', { quizId, questionId: question.id });
  }, [signedIn, quizId, question.id, start]);

  return (
    <section id={id} className="hint-panel" aria-label={t('run.hint.title')} aria-busy={state.status === 'streaming'}>
      <h3 className="hint-panel__title">{t('run.hint.title')}</h3>
      <p>{t(`types.${question.taskType}.how`)}</p>
      {question.topics.length > 0 ? <p>{t('run.hint.topics', { topics: question.topics.join(', ') })}</p> : null}
      {!signedIn ? <p className="hint-panel__muted">{t('run.hint.sign-in')}</p> : null}
      {state.status === 'streaming' && state.text === '' ? <Spinner size="sm" /> : null}
      {state.text ? <p className="ai-text">{state.text}</p> : null}
      {state.source ? <AiSourceLabel source={state.source} of="hint" /> : null}
      {state.error ? <AiErrorText error={state.error} /> : null}
      <Link to={helpPath(question.taskType)} className={linkClassName()} target="_blank" rel="noopener">
        {t('run.hint.reference')}
      </Link>
    </section>
  );
}
