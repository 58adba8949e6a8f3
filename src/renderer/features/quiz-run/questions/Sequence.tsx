import { useTranslation } from 'react-i18next';
import { RichInline } from './RichHtml';
import type { AnswerControlProps } from './question-props';

/**
 * A sequence: each position 1..n gets the event put there (recorded as a pair like matching:
 * `answer` the position, `matchingAnswer` the letter; an empty choice removes it). Letters
 * already placed are marked in the other dropdowns so a student sees what is left.
 */
export function Sequence({ question, answers, onAnswer, idBase }: AnswerControlProps) {
  const { t } = useTranslation('quiz');
  const events = question.answerGroups[0];
  if (!events) return null;
  const positions = events.answerGroupOptions.map((_, index) => String(index + 1));
  const placed = (position: string) => answers.find((entry) => entry.answer === position)?.matchingAnswer ?? '';
  const usedElsewhere = (position: string, symbol: string) =>
    answers.some((entry) => entry.answer !== position && entry.matchingAnswer === symbol);
  return (
    <fieldset className="answer-block">
      <legend className="answer-block__legend">{t('run.sequence.legend')}</legend>
      {events.answerGroupTitle ? <p className="matching__title">{events.answerGroupTitle}</p> : null}
      <ul className="matching__list">
        {events.answerGroupOptions.map((event) => (
          <li key={event.symbol} className="matching__row">
            <span className="matching__symbol" aria-hidden="true">
              {event.symbol}
            </span>
            <RichInline html={event.content} />
          </li>
        ))}
      </ul>
      <div className="pair-grid">
        {positions.map((position, index) => (
          <div key={position} className="pair-grid__item">
            <label htmlFor={`${idBase}-pos-${position}`} className="pair-grid__label">
              {index === 0
                ? t('run.sequence.first')
                : index === positions.length - 1
                  ? t('run.sequence.last', { position })
                  : t('run.sequence.position', { position })}
            </label>
            <select
              id={`${idBase}-pos-${position}`}
              className="input select pair-grid__select"
              value={placed(position)}
              onChange={(event) => onAnswer({ answer: position, matchingAnswer: event.target.value })}
            >
              <option value="">{t('run.matching.none')}</option>
              {events.answerGroupOptions.map((event) => (
                <option key={event.symbol} value={event.symbol}>
                  {usedElsewhere(position, event.symbol)
                    ? t('run.sequence.used', { symbol: event.symbol })
                    : event.symbol}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
