import { useTranslation } from 'react-i18next';
import type { LessonRecording } from '../../../../shared/contracts/recordings';
import './recording.css';

/** The lesson's recording in progress, if any (a recording left unfinished by a closed tab included). */
export function activeRecording(items: readonly LessonRecording[] | undefined): LessonRecording | null {
  return items?.find((item) => item.status !== 'FINISHED') ?? null;
}

/**
 * "Recording" for both participants while the lesson is recorded (the student's notice that
 * the tutor records, as the terms require). A live region: a screen reader says when it starts.
 */
export function RecordingIndicator({
  status,
  byPeer,
  peerName,
}: {
  status: 'RECORDING' | 'PAUSED' | null;
  /** The other participant records (the student's view). */
  byPeer: boolean;
  peerName: string;
}) {
  const { t } = useTranslation('classroom');
  const text =
    status === 'PAUSED'
      ? t('recording.indicatorPaused')
      : status === 'RECORDING'
        ? byPeer
          ? t('recording.indicatorPeer', { name: peerName })
          : t('recording.indicatorSelf')
        : '';
  // The live region stays in the page so the change into "recording" is announced.
  return (
    <div className="meeting-recording-region" role="status" data-testid="recording-indicator" data-recording={status ?? 'none'}>
      {status ? (
        <p className={`meeting-recording meeting-recording--${status.toLowerCase()}`}>
          <span className="meeting-recording__dot" aria-hidden="true" />
          {text}
        </p>
      ) : null}
    </div>
  );
}
