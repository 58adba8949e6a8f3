import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { LessonRecording } from '../../../../shared/contracts/recordings';
import { useApiClient } from '../../../app/api-context';
import { CallRecording, RECORDED_BYTES_PER_SECOND, type RecordingSnapshot } from './call-recording';
import { formatDuration } from './format-duration';
import { recordingApi, recordingKeys } from './recordings.queries';
import './recording.css';

const noSubscription = () => () => {};
const BUSY = new Set(['starting', 'recording', 'paused', 'saving']);
/** An unfinished recording of one's own that gained no chunk in this long was left by a closed tab. */
const ABANDONED_AFTER_MS = 15_000;

/**
 * The host's recording buttons (recording can start, pause, resume or stop) and what the
 * upload is doing. The recording outlives the room: leaving or ending the meeting stops it, and
 * its last chunks still go up before the server is told it stopped.
 */
export function RecordingControls({
  lessonId,
  local,
  remote,
  microphone,
  recordings,
  peerId,
}: {
  lessonId: string;
  local: MediaStream;
  remote: MediaStream | null;
  /** The picked microphone: a new one is mixed in instead of the old. */
  microphone: string | null;
  recordings: readonly LessonRecording[] | undefined;
  peerId: string;
}) {
  const { t } = useTranslation('classroom');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<CallRecording | null>(null);
  const sessionRef = useRef<CallRecording | null>(null);
  const snap: RecordingSnapshot | null = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    () => session?.snapshot ?? null,
  );
  const phase = snap?.phase ?? 'idle';
  const busy = BUSY.has(phase);

  // Leaving the room stops the recording; its upload finishes in the background.
  useEffect(() => () => void sessionRef.current?.stop(), []);

  useEffect(() => {
    session?.setRemote(local, remote);
  }, [session, local, remote, microphone]);

  // Both sides' lists follow the phases (the server pushes them too; this is for this tab at once).
  useEffect(() => {
    if (phase === 'recording' || phase === 'saved') void queryClient.invalidateQueries({ queryKey: recordingKeys.list(lessonId) });
  }, [phase, lessonId, queryClient]);

  // Closing the tab would lose what is not uploaded yet: the browser asks first.
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  // The elapsed time, once a second while recording.
  const [, tick] = useState(0);
  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => tick((n) => n + 1), 1_000);
    return () => clearInterval(timer);
  }, [phase]);

  useFinishAbandoned(lessonId, recordings, peerId, snap?.recordingId ?? null);

  const start = () => {
    const next = new CallRecording(recordingApi(client, lessonId));
    sessionRef.current = next;
    setSession(next);
    void next.start(local, remote);
  };

  const upload = snap?.upload;
  let note: string | null = null;
  const failure = phase === 'failed' ? snap?.error : upload?.failed;
  if (failure)
    note =
      failure === 'RECORDING_UNSUPPORTED'
        ? t('recording.unsupported')
        : t('recording.failed', { reason: t(`errors:${failure}`, { defaultValue: t('errors:INTERNAL_ERROR') }) });
  else if (upload?.waiting) note = t('recording.waiting', { count: upload.pending });
  else if (phase === 'saving') note = t('recording.saving', { count: upload?.pending ?? 0 });
  else if (phase === 'saved') note = t('recording.saved');

  return (
    <div className="meeting-recording-controls" role="group" aria-label={t('recording.label')}>
      {phase === 'recording' || phase === 'paused' ? (
        <>
          <span className="meeting-recording-controls__time" role="timer" aria-label={t('recording.elapsed')}>
            {formatDuration(session?.durationMs ?? 0)}
          </span>
          {phase === 'recording' ? (
            <button type="button" className="meeting-toggle" onClick={() => session?.pause()}>
              {t('recording.pause')}
            </button>
          ) : (
            <button type="button" className="meeting-toggle" onClick={() => session?.resume()}>
              {t('recording.resume')}
            </button>
          )}
          <button type="button" className="meeting-toggle meeting-toggle--off" onClick={() => void session?.stop()}>
            {t('recording.stop')}
          </button>
        </>
      ) : (
        <button type="button" className="meeting-toggle" onClick={start} disabled={busy}>
          {phase === 'starting' ? t('recording.starting') : t('recording.start')}
        </button>
      )}
      <span className="meeting-recording-controls__note" data-testid="recording-upload" data-pending={upload?.pending ?? 0} aria-live="polite">
        {note}
      </span>
    </div>
  );
}

/**
 * A recording of one's own left unfinished (its tab closed mid-way) would show "recording" to
 * the student for ever. One that gains no chunk for a while is stopped, with its length estimated
 * from its size at the recorder's bit rate; the chunks it has stay playable.
 */
function useFinishAbandoned(
  lessonId: string,
  recordings: readonly LessonRecording[] | undefined,
  peerId: string,
  current: string | null,
) {
  const client = useApiClient();
  const seen = useRef(new Map<string, number>());
  const candidates = (recordings ?? []).filter((r) => r.status !== 'FINISHED' && r.startedBy !== peerId && r.id !== current);
  const key = candidates.map((r) => `${r.id}:${r.chunkCount}:${r.sizeBytes}`).join(',');
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(async () => {
      const api = recordingApi(client, lessonId);
      for (const entry of key.split(',')) {
        const [id, count, size] = entry.split(':') as [string, string, string];
        if (id === current) continue;
        try {
          const now = await api.chunks(id).committed();
          if (now !== Number(count) || seen.current.get(id) === now) continue;
          seen.current.set(id, now);
          await api.stop(id, Math.round((Number(size) / RECORDED_BYTES_PER_SECOND) * 1000));
        } catch {
          // Another tab finished it first, or the network is away: the next visit tries again.
        }
      }
    }, ABANDONED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key, client, lessonId, current]);
}
