import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { QuizResultReview, ReviewQuestion } from '../../../shared/contracts/quizzes';
import { isBlankHtml } from '../../../shared/contracts/quizzes/question-checks';
import { Card, linkClassName } from '../../ui';
import { quizResultPath } from '../quizzes';
import { RichHtml, RichInline } from './questions/RichHtml';
import { TypeBadge } from './questions/TypeBadge';
import { reviewRows } from './review-format';
import { ResultLoader } from './use-result-review';
import './quiz-run.css';
import './quiz-result.css';

/** The answers review: each question, the student's answer, the key and the explanation. */
export function QuizAnswersPage() {
  const { resultId = '' } = useParams();
  return <ResultLoader resultId={resultId}>{(review) => <AnswersView review={review} />}</ResultLoader>;
}

function AnswersView({ review }: { review: QuizResultReview }) {
  const { t } = useTranslation('quiz');
  return (
    <div className="quiz-result">
      <header className="quiz-result__head">
        <Link to={quizResultPath(review.record.id)} className={linkClassName('muted')}>
          {t('answers.back')}
        </Link>
        <h1>{t('answers.title', { title: review.record.mainTitle })}</h1>
      </header>
      <ol className="review-list">
        {review.questions.map((question) => (
          <li key={question.id}>
            <ReviewCard question={question} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function ReviewCard({ question }: { question: ReviewQuestion }) {
  const { t } = useTranslation('quiz');
  const titleId = `review-${question.questionNumber}`;
  const score = question.score;
  const rows = reviewRows(question);
  const pairs = ['MATCHING', 'SEQUENCE', 'MULTIGROUP'].includes(question.taskType);
  return (
    <Card as="article" className="review-card" aria-labelledby={titleId}>
      <div className="quiz-question__meta">
        <h2 id={titleId} className="quiz-question__title">
          {t('run.task', { number: question.questionNumber })}
        </h2>
        <TypeBadge taskType={question.taskType} />
      </div>
      {score ? (
        <p className={`outcome outcome--${score.outcome}`}>
          {t(`result.outcome.${score.outcome}`)} ·{' '}
          {t('result.score-value', { score: score.points, max: score.maxPoints })}
        </p>
      ) : null}
      <RichHtml html={question.questionTaskHtml} className="quiz-question__body" />
      {question.answerGroups.length > 0 ? (
        <div className="review-card__groups">
          {question.answerGroups.map((group, index) => (
            <div key={index}>
              {group.answerGroupTitle ? <p className="matching__title">{group.answerGroupTitle}</p> : null}
              <ul className="matching__list">
                {group.answerGroupOptions.map((option) => (
                  <li key={option.symbol} className="matching__row">
                    <span className="matching__symbol">{option.symbol}</span>
                    <RichInline html={option.content} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {question.taskType === 'FULL_TEXT_ANSWER' ? (
        <div className="review-card__text">
          <h3>{t('answers.your-answer')}</h3>
          <p>{rows[0]?.given || t('answers.no-answer')}</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="quiz-table">
            <caption className="visually-hidden">
              {t('answers.table-caption', { number: question.questionNumber })}
            </caption>
            <thead>
              <tr>
                {pairs ? <th scope="col">{t(`answers.element.${question.taskType}`)}</th> : null}
                <th scope="col">{t('answers.your-answer')}</th>
                <th scope="col">{t('answers.correct-answer')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className={row.right ? 'quiz-table__row--right' : 'quiz-table__row--wrong'}>
                  {pairs ? <th scope="row">{row.element}</th> : null}
                  <td>
                    {row.given || t('answers.no-answer')}
                    <span className="visually-hidden"> ({row.right ? t('answers.right') : t('answers.wrong')})</span>
                  </td>
                  <td>{row.correct}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <section className="review-card__explanation" aria-labelledby={`${titleId}-explanation`}>
        <h3 id={`${titleId}-explanation`}>{t('answers.explanation')}</h3>
        {isBlankHtml(question.taskExplanation) ? (
          <p>{t('answers.no-explanation')}</p>
        ) : (
          <RichHtml html={question.taskExplanation} />
        )}
        {question.topics.length > 0 ? (
          <p className="review-card__topics">{t('answers.topics', { topics: question.topics.join(', ') })}</p>
        ) : null}
      </section>
    </Card>
  );
}
