import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, IconButton, CloseIcon, TextField } from '../../../ui';
import type { QuizAuthoringStore } from '../quiz-authoring.store';
import { canMarkCorrect } from '../../../../shared/quiz/correct-answer-rules';
import { htmlToText, textToHtml } from './plain-text';

/** Types whose options carry a tick for the correct answer. */
const TICKED = new Set(['SINGLE_ANSWER', 'MULTISELECT', 'MULTIGROUP']);

/**
 * Answer groups and their options: titles optional; symbols uppercased, defaulting to
 * the next letter; the correct-answer tick disabled while a symbol is blank; the add-group button
 * hidden at the type's limit (matching 2, sequence 1).
 */
export const AnswerGroupsEditor = observer(function AnswerGroupsEditor({ store }: { store: QuizAuthoringStore }) {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const editor = store.editor;
  if (editor.taskType === 'FULL_TEXT_ANSWER') {
    return <p className="authoring__note">{t('groups.full-text')}</p>;
  }
  const ticked = TICKED.has(editor.taskType);
  return (
    <div className="groups-editor">
      <p className="authoring__note">{t(`groups.rule.${editor.taskType}`)}</p>
      {editor.answerGroups.map((group, groupIndex) => {
        const groupLabel = t('groups.group', { number: groupIndex + 1 });
        return (
          <fieldset key={groupIndex} className="group-editor">
            <legend className="group-editor__legend">{groupLabel}</legend>
            <div className="group-editor__head">
              <TextField
                label={t('groups.title', { group: groupLabel })}
                hint={t('groups.title-hint')}
                value={group.answerGroupTitle ?? ''}
                onChange={(event) => store.setGroupTitle(groupIndex, event.target.value)}
              />
              <Button variant="ghost" size="sm" onClick={() => store.removeGroup(groupIndex)}>
                {t('groups.remove', { group: groupLabel })}
              </Button>
            </div>
            {group.answerGroupOptions.length > 0 ? (
              <div className="option-row option-row--head" aria-hidden="true">
                <span>{t('groups.symbol-head')}</span>
                <span>{t('groups.content-head')}</span>
              </div>
            ) : null}
            <ol className="option-list">
              {group.answerGroupOptions.map((option, optionIndex) => {
                const symbolBlank = !canMarkCorrect(option.symbol);
                const name = option.symbol || String(optionIndex + 1);
                return (
                  <li key={optionIndex} className="option-row">
                    <TextField
                      className="option-row__symbol"
                      hideLabel
                      label={t('groups.symbol', { group: groupIndex + 1, number: optionIndex + 1 })}
                      value={option.symbol}
                      maxLength={3}
                      autoComplete="off"
                      onChange={(event) => store.renameOptionSymbol(groupIndex, optionIndex, event.target.value)}
                    />
                    <TextField
                      className="option-row__content"
                      hideLabel
                      label={t('groups.content', { group: groupIndex + 1, symbol: name })}
                      value={htmlToText(option.content)}
                      onChange={(event) =>
                        store.setOptionContent(groupIndex, optionIndex, textToHtml(event.target.value))
                      }
                    />
                    {ticked ? (
                      <Checkbox
                        className="option-row__correct"
                        label={t('groups.correct', { group: groupIndex + 1, symbol: name })}
                        checked={store.isCorrectChoice(groupIndex, option.symbol)}
                        disabled={symbolBlank}
                        title={symbolBlank ? t('groups.correct-disabled') : undefined}
                        onChange={(event) => store.setCorrectChoice(groupIndex, option.symbol, event.target.checked)}
                      />
                    ) : null}
                    <IconButton
                      label={t('groups.remove-option', { group: groupIndex + 1, symbol: name })}
                      icon={<CloseIcon size={18} />}
                      onClick={() => store.removeOption(groupIndex, optionIndex)}
                    />
                  </li>
                );
              })}
            </ol>
            <Button variant="secondary" size="sm" onClick={() => store.addOption(groupIndex)}>
              {t('groups.add-option', { group: groupLabel })}
            </Button>
          </fieldset>
        );
      })}
      {store.canAddGroup ? (
        <Button variant="secondary" onClick={store.addGroup}>
          {t('groups.add')}
        </Button>
      ) : null}
      <CorrectAnswerControls store={store} />
    </div>
  );
});

/** The correct-answer controls that are not ticks: short phrase text, matching and sequence dropdowns. */
const CorrectAnswerControls = observer(function CorrectAnswerControls({ store }: { store: QuizAuthoringStore }) {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const editor = store.editor;
  if (editor.taskType === 'SHORT_PHRASE') {
    return (
      <TextField
        label={t('correct.short')}
        hint={t('correct.short-hint')}
        value={editor.correctAnswerLetters[0] ?? ''}
        onChange={(event) => store.setShortPhraseAnswer(event.target.value)}
      />
    );
  }
  if (editor.taskType !== 'MATCHING' && editor.taskType !== 'SEQUENCE') return null;
  const elements = store.pairElements;
  const choices = store.pairChoices;
  return (
    <fieldset className="pairs-editor">
      <legend className="group-editor__legend">{t(`correct.${editor.taskType}.legend`)}</legend>
      {elements.length === 0 ? <p className="authoring__note">{t(`correct.${editor.taskType}.empty`)}</p> : null}
      <div className="pair-grid">
        {elements.map((element) => (
          <div key={element} className="pair-grid__item">
            <label htmlFor={`pair-${element}`} className="pair-grid__label">
              {t(`correct.${editor.taskType}.element`, { element })}
            </label>
            <select
              id={`pair-${element}`}
              className="input select"
              value={store.correctPairFor(element)}
              onChange={(event) => store.setCorrectPair(element, event.target.value)}
            >
              <option value="">{t('correct.none')}</option>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
});
