import { useTranslation } from 'react-i18next';
import { ChoiceOption } from './ChoiceOption';
import type { AnswerControlProps } from './question-props';

/**
 * A multigroup choice toggles, replacing the group's earlier letter. Each group is its
 * own radio group; choosing the ticked letter again clears the group (radios fire no change
 * then, so the click does it).
 */
export function Multigroup({ question, answers, onAnswer, idBase }: AnswerControlProps) {
  const { t } = useTranslation('quiz');
  const chosenIn = (groupIndex: number) => answers.find((entry) => entry.groupIndex === groupIndex)?.answer ?? null;
  return (
    <div className="answer-block multigroup">
      <p className="answer-block__legend">{t('run.multigroup.legend')}</p>
      {question.answerGroups.map((group, groupIndex) => {
        const chosen = chosenIn(groupIndex);
        const name = `${idBase}-g${groupIndex}`;
        return (
          <fieldset key={groupIndex} className="multigroup__group">
            <legend className="multigroup__title">
              {group.answerGroupTitle ?? t('run.multigroup.group', { number: groupIndex + 1 })}
            </legend>
            <ul className="choice-list choice-list--compact">
              {group.answerGroupOptions.map((option) => (
                <ChoiceOption
                  key={option.symbol}
                  type="radio"
                  id={`${name}-${option.symbol}`}
                  name={name}
                  value={option.symbol}
                  symbol={option.symbol}
                  content={option.content}
                  checked={chosen === option.symbol}
                  onChange={() => onAnswer({ answer: option.symbol, groupIndex })}
                  onClick={() => {
                    if (chosen === option.symbol) onAnswer({ answer: option.symbol, groupIndex });
                  }}
                />
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
