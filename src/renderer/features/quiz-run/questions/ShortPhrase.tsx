import { useTranslation } from 'react-i18next';
import type { AnswerControlProps } from './question-props';

/** Spec 4: a short phrase replaces the earlier answer; an empty box clears it. */
export function ShortPhrase({ answers, onAnswer, idBase }: AnswerControlProps) {
  const { t } = useTranslation('quiz');
  return (
    <div className="answer-block field">
      <label htmlFor={`${idBase}-text`} className="answer-block__legend">
        {t('run.short.label')}
      </label>
      <input
        id={`${idBase}-text`}
        className="input answer-block__short"
        value={answers[0]?.answer ?? ''}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={`${idBase}-text-hint`}
        onChange={(event) => onAnswer({ answer: event.target.value })}
      />
      <p id={`${idBase}-text-hint`} className="answer-block__hint">
        {t('run.short.hint')}
      </p>
    </div>
  );
}
