import { observer } from 'mobx-react-lite';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, type QuestionType } from '../../../../shared/contracts/quizzes';
import { Button, Card, Select, TextField } from '../../../ui';
import type { QuizAuthoringStore } from '../quiz-authoring.store';
import { AnswerGroupsEditor } from './AnswerGroupsEditor';
import { LazyRichText } from './LazyRichText';

interface QuestionEditorFormProps {
  store: QuizAuthoringStore;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}

/**
 * The question editor: rich-text title (required) and explanation, the type dropdown
 * (single answer by default), answer groups, and the save button, which reads 'Зберегти питання'
 * for a new question and 'Змінити питання' while editing one.
 */
export const QuestionEditorForm = observer(function QuestionEditorForm({
  store,
  headingRef,
  onClose,
}: QuestionEditorFormProps) {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const [titleError, setTitleError] = useState(false);
  const editor = store.editor;
  const editing = store.isEditingQuestion;

  const save = () => {
    if (!store.saveQuestion()) {
      setTitleError(true);
      document.getElementById('question-title-label')?.scrollIntoView({ block: 'center' });
      return;
    }
    setTitleError(false);
    onClose();
  };

  return (
    <Card as="section" className="question-editor" aria-labelledby="question-editor-title">
      <h2 id="question-editor-title" ref={headingRef} tabIndex={-1} className="question-editor__title">
        {editing ? t('editor.editing', { number: editor.editingNumber }) : t('editor.new')}
      </h2>
      <div className="field">
        <span id="question-title-label" className="field__label">
          {t('editor.question')}
          <span className="field__required"> *</span>
        </span>
        <LazyRichText
          labelId="question-title-label"
          value={editor.questionTaskHtml}
          invalid={titleError}
          describedBy={titleError ? 'question-title-error' : undefined}
          onChange={(html) => {
            store.setQuestionTaskHtml(html);
            if (html !== '') setTitleError(false);
          }}
        />
        {titleError ? (
          <p id="question-title-error" className="field__error">
            {t('validation:quiz-question-required')}
          </p>
        ) : null}
      </div>
      <Select
        label={t('editor.type')}
        hint={t('editor.type-hint')}
        required
        value={editor.taskType}
        options={QUESTION_TYPES.map((type) => ({ value: type, label: t(`quiz:types.${type}.name`) }))}
        onChange={(event) => store.changeQuestionType(event.target.value as QuestionType)}
      />
      <AnswerGroupsEditor store={store} />
      <div className="field">
        <span id="question-explanation-label" className="field__label">
          {t('editor.explanation')}
        </span>
        <LazyRichText
          labelId="question-explanation-label"
          value={editor.taskExplanation}
          onChange={store.setTaskExplanation}
        />
      </div>
      <div className="question-editor__row">
        <TextField
          label={t('editor.points')}
          hint={t('editor.points-hint')}
          type="number"
          min={1}
          max={100}
          inputMode="numeric"
          value={editor.points ?? ''}
          onChange={(event) => store.setPoints(event.target.value === '' ? null : Number(event.target.value))}
        />
        <TextField
          label={t('editor.topics')}
          hint={t('editor.topics-hint')}
          defaultValue={editor.topics.join(', ')}
          key={`${editor.editingNumber ?? 'new'}-${editor.topics.join('|')}`}
          onBlur={(event) => store.setTopics(event.target.value.split(','))}
        />
      </div>
      <div className="question-editor__actions">
        <Button onClick={save}>{editing ? t('editor.update') : t('editor.save')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            store.cancelEditing();
            setTitleError(false);
            onClose();
          }}
        >
          {t('editor.cancel')}
        </Button>
      </div>
    </Card>
  );
});
