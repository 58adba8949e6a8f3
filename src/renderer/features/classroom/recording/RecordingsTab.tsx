import { useTranslation } from 'react-i18next';
import type { LessonRecording } from '../../../../shared/contracts/recordings';
import { EmptyState, Spinner } from '../../../ui';
import { viewerZone } from '../../../lib/zoned-time';
import { formatDuration } from './format-duration';
import { RecordingQuota } from './RecordingQuota';
import { useRecordingMediaUrl, useRecordings } from './recordings.queries';
import './recording.css';

function startedAt(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: viewerZone(),
  }).format(
    new Date(iso),
  );
}

/** A finished recording from its signed address; the seek bar knows the length the server wrote. */
function Player({ lessonId, recording, label }: { lessonId: string; recording: LessonRecording; label: string }) {
  const { t } = useTranslation('classroom');
  const url = useRecordingMediaUrl(lessonId, recording.id);
  if (url.isError) return <p role="alert">{t('recordings.playFailed')}</p>;
  if (!url.data) return <Spinner label={t('recordings.loading')} />;
  const audioOnly = recording.mimeType.startsWith('audio/');
  return (
    <video
      className={`recordings-tab__player${audioOnly ? ' recordings-tab__player--audio' : ''}`}
      src={url.data}
      controls
      preload="metadata"
      aria-label={label}
      data-testid="recording-player"
      data-recording-id={recording.id}
    />
  );
}

/**
 * The lesson page's recordings: each finished one plays back here, for both
 * sides. The tutor, who records, also sees how much of their storage quota is used.
 */
export function RecordingsTab({ lessonId, showQuota = false }: { lessonId: string; showQuota?: boolean }) {
  const { t, i18n } = useTranslation('classroom');
  const recordings = useRecordings(lessonId);
  if (recordings.isPending) return <Spinner label={t('recordings.loading')} />;
  if (recordings.isError) return <p role="alert">{t('recordings.loadFailed')}</p>;
  const { items } = recordings.data;
  return (
    <section className="recordings-tab" aria-labelledby="recordings-title">
      <h2 id="recordings-title" className="recordings-tab__title">
        {t('recordings.title')}
      </h2>
      {showQuota ? <RecordingQuota /> : null}
      {items.length === 0 ? (
        <EmptyState title={t('recordings.empty')} description={t('recordings.emptyHint')} />
      ) : (
        <ul className="recordings-tab__list">
          {items.map((recording) => {
            const when = startedAt(recording.startedAt, i18n.language);
            const length = recording.durationMs === null ? null : formatDuration(recording.durationMs);
            const label = length ? t('recordings.item', { when, length }) : t('recordings.itemNoLength', { when });
            return (
              <li key={recording.id} className="recordings-tab__item">
                <p className="recordings-tab__meta">
                  <span>{label}</span>
                  {recording.status !== 'FINISHED' ? (
                    <span className="recordings-tab__badge">{t('recordings.inProgress')}</span>
                  ) : null}
                </p>
                {recording.status === 'FINISHED' && recording.chunkCount > 0 ? (
                  <Player lessonId={lessonId} recording={recording} label={label} />
                ) : recording.status === 'FINISHED' ? (
                  <p className="recordings-tab__note">{t('recordings.emptyFile')}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
