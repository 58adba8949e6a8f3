import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { MeetingRoom } from '../../../shared/contracts/classroom';
import { isApiError, meansNotFound } from '../../api';
import { PATHS, useApiClient } from '../../app';
import { useLivePush } from '../live';
import { platform } from '../../platform';
import { Button, buttonClassName, EmptyState, Spinner } from '../../ui';
import { meetingApi, useMeetingRoom } from './classroom.queries';
import { MeetingController, type MeetingPhase, type SessionFactory } from './meeting-controller';
import { MeetingRoomView } from './MeetingRoomView';
import {
  DEFAULT_DEVICE_STATE,
  listDevices,
  openLocalMedia,
  openTrack,
  type DeviceLists,
  type DeviceState,
  type LocalMedia,
} from './media/devices';
import { PreJoin } from './PreJoin';
import { ScreenSourcePicker } from './ScreenSourcePicker';
import './classroom.css';

/** Statuses after the meeting: the room shows "ended" instead of the pre-join. */
const AFTER_MEETING = new Set(['MEETING_COMPLETED', 'HOMETASK_ADDED', 'HOMETASK_SUBMITTED', 'COMPLETED', 'CANCELED']);

/** Each transport loads only when a room uses it: LiveKit's client is large. */
const sessionFactory =
  (transport: MeetingRoom['transport']): SessionFactory =>
  async (ctx) =>
    transport === 'livekit'
      ? new (await import('./media/livekit-session')).LiveKitSession(ctx)
      : new (await import('./media/p2p-session')).P2PSession(ctx);

/** /lessons/:id/meeting: the lesson's meeting room, for its tutor and student (docs/classroom/meeting-room.md). */
export function MeetingPage() {
  const { t } = useTranslation('classroom');
  const { id = '' } = useParams();
  const room = useMeetingRoom(id);
  if (room.isPending) return <Spinner />;
  if (room.isError) {
    return (
      <EmptyState
        title={meansNotFound(room.error) ? t('problems.notFound') : t('problems.join')}
        action={
          <Link className={buttonClassName('secondary')} to={PATHS.mySchedule}>
            {t('ended.toSchedule')}
          </Link>
        }
      />
    );
  }
  return <MeetingScreen key={room.data.lessonId} room={room.data} />;
}

function MeetingScreen({ room }: { room: MeetingRoom }) {
  const { t } = useTranslation('classroom');
  const client = useApiClient();
  const controller = useMemo(
    () => new MeetingController(room, meetingApi(client, room), sessionFactory(room.transport)),
    [room, client],
  );
  useEffect(() => () => controller.dispose(), [controller]);
  const snapshot = useSyncExternalStore(controller.subscribe, () => controller.snapshot);
  useLivePush('meeting.presence', (push) => controller.onPresence(push));
  useLivePush('meeting.signal', (push) => controller.onSignal(push));
  useLivePush('meeting.screen', (push) => controller.onScreen(push));
  useLivePush('meeting.ended', (push) => controller.onEnded(push));

  const [state, setState] = useState<DeviceState>(DEFAULT_DEVICE_STATE);
  const [local, setLocal] = useState<LocalMedia | null>(null);
  const [devices, setDevices] = useState<DeviceLists>({ microphones: [], cameras: [], speakers: [] });
  const [problem, setProblem] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const localRef = useRef<LocalMedia | null>(null);
  const ended = AFTER_MEETING.has(room.status);
  const inRoom = snapshot.phase === 'in-room' || snapshot.phase === 'joining';
  // Out of the room the camera and microphone are off; going back to the pre-join turns them on.
  const wantsMedia = !ended && (snapshot.phase === 'idle' || inRoom || snapshot.phase === 'error' || snapshot.phase === 'already-in-meeting');

  // The camera and microphone, from the pre-join on; stopped when the page goes.
  useEffect(() => {
    if (!wantsMedia) return;
    let current = true;
    void openLocalMedia(DEFAULT_DEVICE_STATE).then((media) => {
      if (!current) {
        for (const track of media.stream.getTracks()) track.stop();
        return;
      }
      localRef.current = media;
      setLocal(media);
      if (media.audioError) setProblem(t('problems.audio'));
      void listDevices().then(setDevices);
    });
    const refresh = () => void listDevices().then(setDevices);
    navigator.mediaDevices?.addEventListener?.('devicechange', refresh);
    return () => {
      current = false;
      navigator.mediaDevices?.removeEventListener?.('devicechange', refresh);
      for (const track of localRef.current?.stream.getTracks() ?? []) track.stop();
      localRef.current = null;
      setLocal(null);
    };
  }, [wantsMedia, t]);

  // The device state drives the tracks: muted is a disabled track, the same for the camera.
  useEffect(() => {
    for (const track of local?.stream.getAudioTracks() ?? []) track.enabled = !state.isMuted;
    for (const track of local?.stream.getVideoTracks() ?? []) track.enabled = state.isStartedVideo;
    controller.setMedia({ isMuted: state.isMuted, isStartedVideo: state.isStartedVideo });
  }, [local, state.isMuted, state.isStartedVideo, controller]);

  const toggle = useCallback((key: 'isMuted' | 'isStartedVideo') => setState((s) => ({ ...s, [key]: !s[key] })), []);

  /** A device picked: the new device's track replaces the old one in the stream and the call. */
  const pick = useCallback(
    async (kind: 'activeMicrophone' | 'activeCamera' | 'activeSpeaker', deviceId: string | null) => {
      setState((s) => ({ ...s, [kind]: deviceId }));
      const media = localRef.current;
      if (kind === 'activeSpeaker' || !media || !deviceId) return;
      const trackKind = kind === 'activeMicrophone' ? 'audio' : 'video';
      try {
        const track = await openTrack(trackKind, deviceId);
        for (const old of trackKind === 'audio' ? media.stream.getAudioTracks() : media.stream.getVideoTracks()) {
          media.stream.removeTrack(old);
          old.stop();
        }
        media.stream.addTrack(track);
        await controller.replaceTrack(track);
        const next = { ...media, [trackKind === 'audio' ? 'audioError' : 'videoError']: false };
        localRef.current = next;
        setLocal(next);
        if (trackKind === 'audio') setProblem(null);
      } catch {
        if (trackKind === 'audio') setProblem(t('problems.audio'));
      }
    },
    [controller, t],
  );

  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const opensAt = new Date(room.opensAt);
  const tooEarly = now < opensAt.getTime() ? opensAt : null;

  const join = (takeOver = false) => {
    if (!local) return;
    void controller.join(local.stream, { isMuted: state.isMuted, isStartedVideo: state.isStartedVideo }, takeOver);
  };

  const share = async (sourceId?: string) => {
    setPicking(false);
    setProblem(null);
    try {
      const stream = await platform.screenCapture.getDisplayMedia(sourceId ? { sourceId } : {});
      await controller.shareScreen(stream);
    } catch (error) {
      // The user closing the browser's picker is not a problem to show.
      if (error instanceof DOMException && error.name === 'NotAllowedError') return;
      setProblem(
        isApiError(error) && error.code === 'SCREEN_ALREADY_SHARED'
          ? t('errors:SCREEN_ALREADY_SHARED')
          : t('problems.screen'),
      );
    }
  };

  const end = async () => {
    try {
      await controller.end();
    } catch (error) {
      setProblem(isApiError(error) ? t(`errors:${error.code}`, { defaultValue: t('problems.end') }) : t('problems.end'));
    }
  };

  const peerName = `${room.peer.firstName} ${room.peer.lastName}`.trim();
  const phase: MeetingPhase = ended && snapshot.phase === 'idle' ? 'ended' : snapshot.phase;

  return (
    <div className="meeting">
      <header className="meeting__head">
        <h1 className="meeting__title">{t('title')}</h1>
        <p className="meeting__subtitle">{t('withPeer', { name: peerName })}</p>
      </header>
      {phase === 'in-room' && local ? (
        <MeetingRoomView
          room={room}
          snapshot={snapshot}
          local={local.stream}
          devices={devices}
          state={state}
          onPick={(kind, deviceId) => void pick(kind, deviceId)}
          onToggle={toggle}
          onShare={() => (platform.screenCapture.needsPicker ? setPicking(true) : void share())}
          onStopShare={() => void controller.stopScreen()}
          onLeave={() => void controller.leave()}
          onEnd={end}
          problem={problem}
        />
      ) : phase === 'idle' || phase === 'joining' || phase === 'error' ? (
        <PreJoin
          local={local}
          devices={devices}
          state={state}
          onPick={(kind, deviceId) => void pick(kind, deviceId)}
          onToggle={toggle}
          onJoin={() => join()}
          joining={phase === 'joining'}
          opensAt={tooEarly}
          problem={
            phase === 'error'
              ? t(`errors:${snapshot.error}`, { defaultValue: t('problems.join') })
              : problem
          }
        />
      ) : phase === 'already-in-meeting' ? (
        <EmptyState
          title={t('errors:ALREADY_IN_MEETING')}
          description={t('already.hint')}
          action={<Button onClick={() => join(true)}>{t('already.joinHere')}</Button>}
        />
      ) : (
        <EndedView phase={phase} role={room.role} onRejoin={() => controller.reset()} />
      )}
      {platform.screenCapture.needsPicker ? (
        <ScreenSourcePicker
          open={picking && inRoom}
          listSources={platform.screenCapture.listSources}
          onPick={(sourceId) => void share(sourceId)}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </div>
  );
}

function EndedView({ phase, role, onRejoin }: { phase: MeetingPhase; role: MeetingRoom['role']; onRejoin: () => void }) {
  const { t } = useTranslation('classroom');
  const title =
    phase === 'ended-by-host'
      ? t('ended.byHost')
      : phase === 'left'
        ? t('ended.left')
        : phase === 'taken-over'
          ? t('ended.takenOver')
          : t('ended.ended');
  return (
    <section className="meeting-ended" aria-live="polite" data-testid="meeting-ended">
      <h2 className="meeting-ended__title">{title}</h2>
      {phase === 'ended-by-host' && role === 'HOST' ? <p>{t('ended.byHostSelf')}</p> : null}
      <div className="meeting-ended__actions">
        {phase === 'left' || phase === 'taken-over' ? <Button onClick={onRejoin}>{t('ended.rejoin')}</Button> : null}
        <Link className={buttonClassName('secondary')} to={PATHS.mySchedule}>
          {t('ended.toSchedule')}
        </Link>
      </div>
    </section>
  );
}
