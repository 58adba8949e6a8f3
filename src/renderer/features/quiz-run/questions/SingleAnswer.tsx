import { useTranslation } from 'react-i18next';
import { ChoiceOption } from './ChoiceOption';
import type { AnswerControlProps } from './question-props';

/** A single answer replaces the earlier one. One radio group over all options. */
export function SingleAnswer({ question, answers, onAnswer, idBase }: AnswerControlProps) {
  const { t } = useTranslation('quiz');
  const chosen = answers[0]?.answer ?? null;
  const options = question.answerGroups.flatMap((group) => group.answerGroupOptions);
  return (
    <fieldset className="answer-block">
      <legend className="answer-block__legend">{t('run.single.legend')}</legend>
      <ul className="choice-list">
        {options.map((option) => (
          <ChoiceOption
            key={option.symbol}
            type="radio"
            id={`${idBase}-${option.symbol}`}
            name={idBase}
            value={option.symbol}
            symbol={option.symbol}
            content={option.content}
            checked={chosen === option.symbol}
            onChange={() => onAnswer({ answer: option.symbol })}
          />
        ))}
      </ul>
    </fieldset>
  );
}
