import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RunQuestion } from '../../../shared/contracts/quizzes';
import { hintRule, hintTopics } from '../../../shared/quiz/hint-rules';
import { useCurrentLanguage } from '../../i18n';
import { linkClassName, Spinner } from '../../ui';
import { AiErrorText, AiSourceLabel, helpPath, useAiStream } from '../quizzes';

interface HintPanelProps {
  quizId: string;
  /** The quiz's category (subject) code: the rule is worded for it. */
  category: string;
  question: RunQuestion;
  signedIn: boolean;
  id: string;
}

/**
 * The hint of the current question, opened with the run store's
 * explanation toggle, so moving to another question closes it. It never reveals the key.
 * The rule of the type for the quiz's subject and the topics come from the shared hint rules
 * (the same text the server's deterministic hint carries), so a guest gets a real hint too; a
 * configured model adds its own text below.
 */
export function HintPanel({ quizId, category, question, signedIn, id }: HintPanelProps) {
  const { t } = useTranslation('quiz');
  const language = useCurrentLanguage();
  const { state, start } = useAiStream();
  const topics = hintTopics(question.topics, language);

  useEffect(() => {
    if (signedIn) void start('/users/v1/ai/quiz-hint', { quizId, questionId: question.id });
  }, [signedIn, quizId, question.id, start]);

  return (
    <section id={id} className="hint-panel" aria-label={t('run.hint.title')} aria-busy={state.status === 'streaming'}>
      <h3 className="hint-panel__title">{t('run.hint.title')}</h3>
      <p>{hintRule(question.taskType, category, language)}</p>
      {topics ? <p>{topics}</p> : null}
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
