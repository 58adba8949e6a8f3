import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AiAnalysisKind, AnalysisNote, QuizAnalysis, TopicTally, TypeTally } from '../../../shared/contracts/quizzes';
import { AI_ANALYSIS_KINDS } from '../../../shared/contracts/quizzes';
import { Button, Card, Spinner } from '../../ui';
import { AiErrorText, AiQuotaMeter, AiSourceLabel, useAiQuota, useAiStream } from '../quizzes';

/**
 * The three AI analyses of a result: results, gaps and topics to learn. The quota is
 * shown before asking; the model's text streams in as it is written; without a model the
 * analysis computed from the data is shown and labelled as such.
 */
export function AiAnalysisPanel({ resultId }: { resultId: string }) {
  const { t } = useTranslation('quiz');
  const quota = useAiQuota();
  const { state, start } = useAiStream();
  const [kind, setKind] = useState<AiAnalysisKind | null>(null);

  const ask = (next: AiAnalysisKind) => {
    setKind(next);
    void start('/users/v1/ai/quiz-analysis', { resultId, kind: next });
  };

  return (
    <Card as="section" className="ai-panel" aria-labelledby="ai-panel-title">
      <div className="ai-panel__head">
        <h2 id="ai-panel-title">{t('ai.title')}</h2>
        {quota.data ? <AiQuotaMeter quota={quota.data} /> : null}
      </div>
      <p className="ai-panel__lead">{t('ai.lead')}</p>
      <div className="ai-panel__kinds" role="group" aria-label={t('ai.kinds-label')}>
        {AI_ANALYSIS_KINDS.map((option) => (
          <Button
            key={option}
            className="button--wrap"
            variant={kind === option ? 'primary' : 'secondary'}
            aria-pressed={kind === option}
            disabled={state.status === 'streaming'}
            onClick={() => ask(option)}
          >
            {t(`ai.kind.${option}`)}
          </Button>
        ))}
      </div>
      <div className="ai-panel__output" aria-live="polite" aria-busy={state.status === 'streaming'}>
        {state.status === 'streaming' && !state.analysis && state.text === '' ? (
          <Spinner label={t('ai.working')} />
        ) : null}
        {state.source ? <AiSourceLabel source={state.source} /> : null}
        {state.text ? <p className="ai-text">{state.text}</p> : null}
        {state.analysis && state.source !== 'ai' ? <AnalysisView analysis={state.analysis} /> : null}
        {state.error ? <AiErrorText error={state.error} /> : null}
      </div>
    </Card>
  );
}

function AnalysisView({ analysis }: { analysis: QuizAnalysis }) {
  const { t } = useTranslation('quiz');
  return (
    <div className="analysis">
      {analysis.kind === 'QUIZ_ANALYZE_RESULTS' ? (
        <>
          <TypeTable rows={analysis.byType} caption={t('ai.by-type')} />
          <TopicTable rows={analysis.byTopic} caption={t('ai.by-topic')} />
        </>
      ) : null}
      {analysis.kind === 'QUIZ_ANALYZE_GAPS' ? (
        <>
          <TopicTable rows={analysis.weakestTopics} caption={t('ai.weakest-topics')} />
          <TypeTable rows={analysis.pointsLostByType} caption={t('ai.lost-by-type')} />
        </>
      ) : null}
      {analysis.kind === 'QUIZ_SUGGEST_TOPICS_TO_LEARN' ? (
        <section aria-labelledby="topics-to-learn-title">
          <h3 id="topics-to-learn-title">{t('ai.topics-to-learn')}</h3>
          {analysis.topics.length === 0 ? <p>{t('ai.no-topics')}</p> : null}
          <ol className="analysis__topics">
            {analysis.topics.map((topic) => (
              <li key={topic.topic}>
                <strong>{topic.topic}</strong> — {t(`ai.priority.${topic.priority}`)}.{' '}
                {t('ai.topic-line', {
                  lost: topic.pointsLost,
                  accuracy: Math.round(topic.accuracy * 100),
                  numbers: topic.questionNumbers.join(', '),
                })}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <Notes notes={analysis.notes} />
    </div>
  );
}

function Notes({ notes }: { notes: AnalysisNote[] }) {
  const { t } = useTranslation('quiz');
  if (notes.length === 0) return null;
  return (
    <ul className="analysis__notes">
      {notes.map((note, index) => {
        const params = note.params;
        const values: Record<string, unknown> = { ...params };
        if (Array.isArray(params.questionNumbers)) values.questionNumbers = params.questionNumbers.join(', ');
        if (typeof params.taskType === 'string') values.taskType = t(`types.${params.taskType}.name`);
        if (typeof params.end === 'string') values.end = t(`ai.end.${params.end}`);
        return (
          <li key={`${note.key}-${index}`}>
            {t(note.key, values)}
            {typeof params.referencePath === 'string' ? (
              <>
                {' '}
                <Link to={params.referencePath}>{t('ai.read-reference')}</Link>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The tallies' common columns; the first column names a question type or a topic. */
type Tally = Pick<TypeTally, 'points' | 'maxPoints' | 'pointsLost' | 'accuracy'>;

function TallyTable<Row extends Tally>({
  rows,
  caption,
  firstColumn,
  rowKey,
  rowHeader,
}: {
  rows: Row[];
  caption: string;
  firstColumn: string;
  rowKey: (row: Row) => string;
  rowHeader: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('quiz');
  if (rows.length === 0) return null;
  return (
    <div className="table-scroll">
      <table className="quiz-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{firstColumn}</th>
            <th scope="col">{t('ai.table.points')}</th>
            <th scope="col">{t('ai.table.lost')}</th>
            <th scope="col">{t('ai.table.accuracy')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{rowHeader(row)}</th>
              <td>{t('result.score-value', { score: row.points, max: row.maxPoints })}</td>
              <td>{row.pointsLost}</td>
              <td>{Math.round(row.accuracy * 100)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TypeTable({ rows, caption }: { rows: TypeTally[]; caption: string }) {
  const { t } = useTranslation('quiz');
  return (
    <TallyTable
      rows={rows}
      caption={caption}
      firstColumn={t('result.table.type')}
      rowKey={(row) => row.taskType}
      rowHeader={(row) => <Link to={row.referencePath}>{t(`types.${row.taskType}.name`)}</Link>}
    />
  );
}

function TopicTable({ rows, caption }: { rows: TopicTally[]; caption: string }) {
  const { t } = useTranslation('quiz');
  return (
    <TallyTable
      rows={rows}
      caption={caption}
      firstColumn={t('ai.table.topic')}
      rowKey={(row) => row.topic}
      rowHeader={(row) => row.topic}
    />
  );
}
