import { useTranslation } from 'react-i18next';
import type { RunQuestion } from '../../../shared/contracts/quizzes';

interface QuestionNavigatorProps {
  questions: RunQuestion[];
  currentIndex: number;
  isAnswered: (questionId: string) => boolean;
  onJump: (index: number) => void;
}

/** Jump-to buttons, one per question, marking the current one and those answered. */
export function QuestionNavigator({ questions, currentIndex, isAnswered, onJump }: QuestionNavigatorProps) {
  const { t } = useTranslation('quiz');
  return (
    <nav className="question-nav" aria-label={t('run.navigator.label')}>
      <ol className="question-nav__list">
        {questions.map((question, index) => {
          const answered = isAnswered(question.id);
          const classes = [
            'question-nav__button',
            answered ? 'question-nav__button--answered' : '',
            index === currentIndex ? 'question-nav__button--current' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li key={question.id}>
              <button
                type="button"
                className={classes}
                aria-current={index === currentIndex ? 'step' : undefined}
                aria-label={t(answered ? 'run.navigator.answered' : 'run.navigator.unanswered', {
                  number: question.questionNumber,
                })}
                onClick={() => onJump(index)}
              >
                {question.questionNumber}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
