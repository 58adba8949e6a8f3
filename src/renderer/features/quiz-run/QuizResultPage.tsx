import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { QuizResult, QuizResultReview } from '../../../shared/contracts/quizzes';
import { buttonClassName, Card } from '../../ui';
import { helpPath, QUIZ_PATHS, quizAnswersPath, quizRunPath } from '../quizzes';
import { AiAnalysisPanel } from './AiAnalysisPanel';
import { ResultLoader } from './use-result-review';
import './quiz-run.css';
import './quiz-result.css';

/** The quiz result screen: score and percent, or the 100–200 score when the quiz converts. */
export function QuizResultPage() {
  const { resultId = '' } = useParams();
  return <ResultLoader resultId={resultId}>{(review) => <ResultView review={review} />}</ResultLoader>;
}

function ResultView({ review }: { review: QuizResultReview }) {
  const { t } = useTranslation('quiz');
  const { record } = review;
  const result = record.result;
  return (
    <div className="quiz-result">
      <header className="quiz-result__head">
        <p className="quiz-result__eyebrow">{t('result.eyebrow')}</p>
        <h1>{record.mainTitle}</h1>
      </header>
      {result ? <ScoreCard result={result} /> : <p>{t('result.in-progress')}</p>}
      <div className="quiz-result__actions">
        <Link to={quizAnswersPath(record.id)} className={buttonClassName('primary')}>
          {t('result.review-answers')}
        </Link>
        <Link to={quizRunPath(record.quizCode, 'restart')} className={buttonClassName('secondary')}>
          {t('result.try-again')}
        </Link>
        <Link to={QUIZ_PATHS.myResults} className={buttonClassName('ghost')}>
          {t('result.my-results')}
        </Link>
      </div>
      {result ? <PerQuestionTable result={result} /> : null}
      {result ? <AiAnalysisPanel resultId={record.id} /> : null}
    </div>
  );
}

function ScoreCard({ result }: { result: QuizResult }) {
  const { t } = useTranslation('quiz');
  return (
    <Card as="section" className="score-card" aria-labelledby="score-title">
      <h2 id="score-title" className="visually-hidden">
        {t('result.score-title')}
      </h2>
      <dl className="score-card__figures">
        <div className="score-card__figure">
          <dt>{t('result.score')}</dt>
          <dd>{t('result.score-value', { score: result.score, max: result.maxScore })}</dd>
        </div>
        <div className="score-card__figure">
          <dt>{t('result.percent')}</dt>
          <dd>{t('result.percent-value', { percent: result.percent })}</dd>
        </div>
        {result.scaled !== undefined ? (
          <div className="score-card__figure score-card__figure--scaled">
            <dt>{t('result.scaled')}</dt>
            <dd>{result.scaled}</dd>
          </div>
        ) : null}
      </dl>
      {result.thresholdReached !== undefined ? (
        <p className={result.thresholdReached ? 'score-card__pass' : 'score-card__fail'}>
          {result.thresholdReached ? t('result.threshold-reached') : t('result.threshold-missed')}
        </p>
      ) : null}
      {result.scaled === undefined ? <p className="score-card__note">{t('result.no-conversion')}</p> : null}
      {result.pendingReview ? <p className="score-card__note">{t('result.pending-review')}</p> : null}
    </Card>
  );
}

function PerQuestionTable({ result }: { result: QuizResult }) {
  const { t } = useTranslation('quiz');
  return (
    <section className="quiz-result__section" aria-labelledby="per-question-title">
      <h2 id="per-question-title">{t('result.per-question')}</h2>
      <div className="table-scroll">
        <table className="quiz-table">
          <thead>
            <tr>
              <th scope="col">{t('result.table.task')}</th>
              <th scope="col">{t('result.table.type')}</th>
              <th scope="col">{t('result.table.points')}</th>
              <th scope="col">{t('result.table.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {result.perQuestion.map((q) => (
              <tr key={q.questionId}>
                <th scope="row">{t('run.task', { number: q.questionNumber })}</th>
                <td>
                  <Link to={helpPath(q.taskType)}>{t(`types.${q.taskType}.name`)}</Link>
                </td>
                <td>{t('result.score-value', { score: q.points, max: q.maxPoints })}</td>
                <td>
                  <span className={`outcome outcome--${q.outcome}`}>{t(`result.outcome.${q.outcome}`)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
