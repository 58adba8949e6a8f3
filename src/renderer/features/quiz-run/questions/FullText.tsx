import { useTranslation } from 'react-i18next';
import type { AnswerControlProps } from './question-props';

/** A full-text answer: marked later by the teacher, so no key and no instant check. */
export function FullText({ answers, onAnswer, idBase }: AnswerControlProps) {
  const { t } = useTranslation('quiz');
  return (
    <div className="answer-block field">
      <label htmlFor={`${idBase}-full`} className="answer-block__legend">
        {t('run.full-text.label')}
      </label>
      <textarea
        id={`${idBase}-full`}
        className="input answer-block__full"
        rows={8}
        maxLength={10000}
        value={answers[0]?.answer ?? ''}
        aria-describedby={`${idBase}-full-hint`}
        onChange={(event) => onAnswer({ answer: event.target.value })}
      />
      <p id={`${idBase}-full-hint`} className="answer-block__hint">
        {t('run.full-text.hint')}
      </p>
    </div>
  );
}
