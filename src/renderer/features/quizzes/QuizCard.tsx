import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { QuizSummary } from '../../../shared/contracts/quizzes';
import { quizInfoPath } from './quiz-paths';

/** A quiz in a list: the title links to its info page. */
export function QuizCard({ quiz, headingLevel = 3 }: { quiz: QuizSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('quiz');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="quiz-card">
      <p className="quiz-card__category">{quiz.categoryName}</p>
      <Heading className="quiz-card__title">
        <Link to={quizInfoPath(quiz.code)} className="quiz-card__link">
          {quiz.mainTitle}
        </Link>
      </Heading>
      <ul className="quiz-card__facts">
        <li>{t('info.questions', { count: quiz.questionCount })}</li>
        <li>{t('info.minutes', { count: quiz.maxTime })}</li>
        <li>{t('info.points', { count: quiz.maxScore })}</li>
      </ul>
    </article>
  );
}
