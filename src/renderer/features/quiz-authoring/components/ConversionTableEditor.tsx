import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ConversionRow } from '../../../../shared/contracts/quizzes';
import { Button, IconButton, CloseIcon } from '../../../ui';
import type { QuizAuthoringStore } from '../quiz-authoring.store';

/**
 * The author's own table from test points to the 100–200 scale (exam-facts: intermediate values
 * must not be invented, so only rows typed here convert). No rows: the result shows points and
 * percent only.
 */
export const ConversionTableEditor = observer(function ConversionTableEditor({
  store,
  error,
}: {
  store: QuizAuthoringStore;
  error?: string;
}) {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const rows = store.conversionTable;
  const update = (next: ConversionRow[]) => store.updateQuizFields({ conversionTable: next });
  const change = (index: number, patch: Partial<ConversionRow>) =>
    update(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const last = rows.at(-1);
  return (
    <fieldset className="conversion-editor" aria-describedby="conversion-hint">
      <legend className="group-editor__legend">{t('conversion.legend')}</legend>
      <p id="conversion-hint" className="field__hint">
        {t('conversion.hint')}
      </p>
      {rows.length > 0 ? (
        <ol className="conversion-editor__rows">
          {rows.map((row, index) => (
            <li key={index} className="conversion-editor__row">
              <label className="field">
                <span className="field__label">{t('conversion.points', { number: index + 1 })}</span>
                <input
                  className="input"
                  type="number"
                  min={0}
                  value={row.points}
                  onChange={(event) => change(index, { points: Number(event.target.value) })}
                />
              </label>
              <label className="field">
                <span className="field__label">{t('conversion.scaled', { number: index + 1 })}</span>
                <input
                  className="input"
                  type="number"
                  min={100}
                  max={200}
                  value={row.scaled}
                  onChange={(event) => change(index, { scaled: Number(event.target.value) })}
                />
              </label>
              <IconButton
                label={t('conversion.remove', { number: index + 1 })}
                icon={<CloseIcon size={18} />}
                onClick={() => update(rows.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {error ? <p className="field__error">{error}</p> : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          update([
            ...rows,
            last ? { points: last.points + 1, scaled: Math.min(200, last.scaled + 1) } : { points: 0, scaled: 100 },
          ])
        }
      >
        {t('conversion.add')}
      </Button>
    </fieldset>
  );
});
