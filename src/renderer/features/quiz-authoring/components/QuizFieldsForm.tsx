import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { QUIZ_SECTIONS, type QuizSection } from '../../../../shared/contracts/quizzes';
import { Select, TextField } from '../../../ui';
import { useCategories } from '../../quizzes';
import type { QuizAuthoringStore } from '../quiz-authoring.store';
import { ConversionTableEditor } from './ConversionTableEditor';

const toNumber = (raw: string) => (raw.trim() === '' ? null : Number(raw));

/** The fields of the quiz being authored; maxScore is the questions' sum and only shown. */
export const QuizFieldsForm = observer(function QuizFieldsForm({
  store,
  errors,
}: {
  store: QuizAuthoringStore;
  /** Translated messages by field name. */
  errors: Record<string, string>;
}) {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const categories = useCategories();
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.code, label: c.name }));
  if (store.category && !categoryOptions.some((o) => o.value === store.category)) {
    categoryOptions.unshift({ value: store.category, label: store.category });
  }
  return (
    <div className="quiz-fields">
      <TextField
        label={t('quiz.title')}
        required
        value={store.mainTitle}
        error={errors.mainTitle}
        onChange={(event) => store.updateQuizFields({ mainTitle: event.target.value })}
      />
      <TextField
        label={t('quiz.code')}
        hint={t('quiz.code-hint')}
        required
        value={store.code}
        error={errors.code}
        autoComplete="off"
        onChange={(event) => store.updateQuizFields({ code: event.target.value })}
      />
      <Select
        label={t('quiz.category')}
        required
        placeholder={t('quiz.category-placeholder')}
        options={categoryOptions}
        value={store.category}
        error={errors.category}
        onChange={(event) => store.updateQuizFields({ category: event.target.value })}
      />
      <Select
        label={t('quiz.section')}
        options={QUIZ_SECTIONS.map((section) => ({ value: section, label: t(`quiz:sections.${section}`) }))}
        value={store.section}
        onChange={(event) => store.updateQuizFields({ section: event.target.value as QuizSection })}
      />
      <TextField
        label={t('quiz.max-time')}
        type="number"
        min={1}
        max={600}
        required
        value={store.maxTime}
        error={errors.maxTime}
        onChange={(event) => store.updateQuizFields({ maxTime: Number(event.target.value) })}
      />
      <TextField
        label={t('quiz.threshold')}
        hint={t('quiz.threshold-hint')}
        type="number"
        min={0}
        value={store.threshold ?? ''}
        error={errors.threshold}
        onChange={(event) => store.updateQuizFields({ threshold: toNumber(event.target.value) })}
      />
      <TextField
        label={t('quiz.image')}
        hint={t('quiz.image-hint')}
        value={store.quizImage ?? ''}
        onChange={(event) =>
          store.updateQuizFields({ quizImage: event.target.value.trim() === '' ? null : event.target.value })
        }
      />
      <div className="quiz-fields__score" aria-live="polite">
        <span className="field__label">{t('quiz.max-score')}</span>
        <strong>{store.maxScore}</strong>
        <span className="field__hint">{t('quiz.max-score-hint')}</span>
      </div>
      <ConversionTableEditor store={store} error={errors.conversionTable} />
    </div>
  );
});
