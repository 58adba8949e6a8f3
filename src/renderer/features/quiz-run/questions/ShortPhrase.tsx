import { useTranslation } from 'react-i18next';
import { answerStyleOf } from '../../../../shared/quiz/hint-rules';
import type { AnswerControlProps } from './question-props';

/**
 * A short phrase replaces the earlier answer; an empty box clears it. The line under the
 * box follows the quiz's subject: the decimal comma is maths' advice, a
 * language quiz asks for a word form.
 */
export function ShortPhrase({ answers, onAnswer, idBase, category }: AnswerControlProps) {
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
        {t(`run.short.hint-${answerStyleOf(category)}`)}
      </p>
    </div>
  );
}
