import { useTranslation } from 'react-i18next';
import { RichInline } from './RichHtml';
import type { AnswerControlProps } from './question-props';

/**
 * Matching adds a pair per row; choosing the empty entry removes the row's pair. The
 * rows (first group) each get a labelled dropdown of the second group's letters, and both lists
 * stay on screen, as on the NMT answer sheet.
 */
export function Matching({ question, answers, onAnswer, idBase }: AnswerControlProps) {
  const { t } = useTranslation('quiz');
  const [rows, options] = question.answerGroups;
  if (!rows || !options) return null;
  const matchOf = (row: string) => answers.find((entry) => entry.answer === row)?.matchingAnswer ?? '';
  return (
    <fieldset className="answer-block">
      <legend className="answer-block__legend">{t('run.matching.legend')}</legend>
      <div className="matching">
        <div className="matching__column">
          {rows.answerGroupTitle ? <p className="matching__title">{rows.answerGroupTitle}</p> : null}
          <ol className="matching__list">
            {rows.answerGroupOptions.map((row) => (
              <li key={row.symbol} className="matching__row">
                <span className="matching__symbol" aria-hidden="true">
                  {row.symbol}
                </span>
                <RichInline html={row.content} />
              </li>
            ))}
          </ol>
        </div>
        <div className="matching__column">
          {options.answerGroupTitle ? <p className="matching__title">{options.answerGroupTitle}</p> : null}
          <ol className="matching__list">
            {options.answerGroupOptions.map((option) => (
              <li key={option.symbol} className="matching__row">
                <span className="matching__symbol" aria-hidden="true">
                  {option.symbol}
                </span>
                <RichInline html={option.content} />
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="pair-grid">
        {rows.answerGroupOptions.map((row) => (
          <div key={row.symbol} className="pair-grid__item">
            <label htmlFor={`${idBase}-row-${row.symbol}`} className="pair-grid__label">
              {t('run.matching.row', { row: row.symbol })}
            </label>
            <select
              id={`${idBase}-row-${row.symbol}`}
              className="input select pair-grid__select"
              value={matchOf(row.symbol)}
              onChange={(event) => onAnswer({ answer: row.symbol, matchingAnswer: event.target.value })}
            >
              <option value="">{t('run.matching.none')}</option>
              {options.answerGroupOptions.map((option) => (
                <option key={option.symbol} value={option.symbol}>
                  {option.symbol}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
