import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../../shared/constants';
import { ChoiceOption } from './ChoiceOption';
import type { AnswerControlProps } from './question-props';

/**
 * Each option toggles, at most 3 per question ("three of seven"). At the limit the
 * rest are disabled and the counter says why, rather than a fourth tick silently doing nothing.
 */
export function Multiselect({ question, answers, onAnswer, idBase }: AnswerControlProps) {
  const { t } = useTranslation('quiz');
  const [refused, setRefused] = useState(false);
  const chosen = new Set(answers.map((entry) => entry.answer));
  const max = LIMITS.multiselectMaxChoices;
  const full = chosen.size >= max;
  const options = question.answerGroups.flatMap((group) => group.answerGroupOptions);
  return (
    <fieldset className="answer-block" aria-describedby={`${idBase}-count`}>
      <legend className="answer-block__legend">{t('run.multiselect.legend', { max })}</legend>
      <ul className="choice-list">
        {options.map((option) => {
          const checked = chosen.has(option.symbol);
          return (
            <ChoiceOption
              key={option.symbol}
              type="checkbox"
              id={`${idBase}-${option.symbol}`}
              value={option.symbol}
              symbol={option.symbol}
              content={option.content}
              checked={checked}
              disabled={full && !checked}
              onChange={() => setRefused(!onAnswer({ answer: option.symbol }))}
            />
          );
        })}
      </ul>
      <p id={`${idBase}-count`} className="answer-block__hint" aria-live="polite">
        {t('run.multiselect.count', { count: chosen.size, max })}
        {full || refused ? ` ${t('run.multiselect.limit', { max })}` : ''}
      </p>
    </fieldset>
  );
}
