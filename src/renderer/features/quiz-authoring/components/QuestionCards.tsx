import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '../../../ui';
import { RichHtml } from '../../quiz-run';
import type { QuizAuthoringStore } from '../quiz-authoring.store';

interface QuestionCardsProps {
  store: QuizAuthoringStore;
  onEdit: (questionNumber: number) => void;
}

/** Saved questions as cards sorted by N of 'Завдання N', each with edit and delete. */
export const QuestionCards = observer(function QuestionCards({ store, onEdit }: QuestionCardsProps) {
  const { t } = useTranslation(['quiz-authoring', 'quiz']);
  const cards = store.questionCards;
  if (cards.length === 0) return <EmptyState title={t('cards.empty')} description={t('cards.empty-hint')} />;
  return (
    <ol className="question-cards">
      {cards.map((question) => {
        const label = t('quiz:run.task', { number: question.questionNumber });
        return (
          <li key={question.questionNumber}>
            <article className="question-card" aria-labelledby={`card-${question.questionNumber}`}>
              <div className="question-card__head">
                <h3 id={`card-${question.questionNumber}`}>{label}</h3>
                <span className="type-badge__name">{t(`quiz:types.${question.taskType}.name`)}</span>
              </div>
              <RichHtml html={question.questionTaskHtml} className="question-card__body" />
              <div className="question-card__actions">
                <Button variant="secondary" size="sm" onClick={() => onEdit(question.questionNumber)}>
                  {t('cards.edit')}
                  <span className="visually-hidden"> {label}</span>
                </Button>
                <Button variant="ghost" size="sm" onClick={() => store.deleteQuestion(question.questionNumber)}>
                  {t('cards.delete')}
                  <span className="visually-hidden"> {label}</span>
                </Button>
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
});
