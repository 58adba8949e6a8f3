import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizProgressPoint } from '../../../shared/contracts/quizzes';

const WIDTH = 420;
const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 32, left: 40 };

/**
 * Percent over time as a plain SVG line. The picture is hidden from screen readers, who get the
 * same points as a table right after it (and so does anyone who opens "Show as a table").
 */
export function ProgressChart({ points }: { points: QuizProgressPoint[] }) {
  const { t, i18n } = useTranslation('quiz');
  const titleId = useId();
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (index / (points.length - 1)) * innerW);
  const y = (percent: number) => PAD.top + innerH - (Math.min(100, Math.max(0, percent)) / 100) * innerH;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.percent).toFixed(1)}`).join(' ');
  const labelEvery = Math.max(1, Math.ceil(points.length / 4));

  return (
    <figure className="progress-figure">
      <figcaption id={titleId} className="visually-hidden">
        {t('my-results.chart-title')}
      </figcaption>
      <svg className="progress-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line className="progress-chart__grid" x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text className="progress-chart__axis" x={PAD.left - 8} y={y(tick) + 4} textAnchor="end">
              {tick}%
            </text>
          </g>
        ))}
        {points.map((p, i) =>
          i % labelEvery === 0 ? (
            <text key={p.resultId} className="progress-chart__axis" x={x(i)} y={HEIGHT - 8} textAnchor="middle">
              {date.format(new Date(p.finishedAt))}
            </text>
          ) : null,
        )}
        <path className="progress-chart__line" d={path} />
        {points.map((p, i) => (
          <circle key={p.resultId} className="progress-chart__point" cx={x(i)} cy={y(p.percent)} r={4} />
        ))}
      </svg>
      <details className="progress-figure__table">
        <summary>{t('my-results.as-table')}</summary>
        <div className="table-scroll">
          <table className="quiz-table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{t('my-results.table.date')}</th>
                <th scope="col">{t('my-results.table.quiz')}</th>
                <th scope="col">{t('result.score')}</th>
                <th scope="col">{t('result.percent')}</th>
                <th scope="col">{t('result.scaled')}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.resultId}>
                  <th scope="row">{new Date(p.finishedAt).toLocaleDateString(i18n.language)}</th>
                  <td>{p.quizCode}</td>
                  <td>{t('result.score-value', { score: p.score, max: p.maxScore })}</td>
                  <td>{t('result.percent-value', { percent: p.percent })}</td>
                  <td>{p.scaled ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
