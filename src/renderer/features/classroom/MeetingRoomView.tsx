import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingRoom } from '../../../shared/contracts/classroom';
import { Button } from '../../ui';
import { Dialog } from '../../ui/Dialog';
import { DESKTOP_QUERY, useMediaQuery } from '../../app/layout/use-media-query';
import { RoomBoard } from './board';
import { RecordingControls, RecordingIndicator, activeRecording, useRecordings } from './recording';
import { DevicePickers } from './DevicePickers';
import { MediaToggles } from './MediaToggles';
import { MediaVideo } from './MediaVideo';
import type { DeviceLists, DeviceState } from './media/devices';
import type { MeetingSnapshot } from './meeting-controller';

type StageView = 'video' | 'board';

/**
 * The room while in it: the other participant's camera (large), one's own (small), a shared
 * screen, the lesson's board beside them (on a desktop) or one tap away (on a phone or tablet),
 * the recording indicator both sides see, and the controls bar.
 */
export function MeetingRoomView({
  room,
  snapshot,
  local,
  devices,
  state,
  onPick,
  onToggle,
  onShare,
  onStopShare,
  onLeave,
  onEnd,
  problem,
}: {
  room: MeetingRoom;
  snapshot: MeetingSnapshot;
  local: MediaStream;
  devices: DeviceLists;
  state: DeviceState;
  onPick: (kind: 'activeMicrophone' | 'activeCamera' | 'activeSpeaker', deviceId: string | null) => void;
  onToggle: (key: 'isMuted' | 'isStartedVideo') => void;
  onShare: () => void;
  onStopShare: () => void;
  onLeave: () => void;
  onEnd: () => Promise<void>;
  problem: string | null;
}) {
  const { t } = useTranslation('classroom');
  const [showDevices, setShowDevices] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [ending, setEnding] = useState(false);
  const wide = useMediaQuery(DESKTOP_QUERY);
  const [view, setView] = useState<StageView>('video');
  // On a narrow screen the board (and tldraw's code) loads when first shown, then stays.
  const [boardOpened, setBoardOpened] = useState(false);
  const showBoard = wide || view === 'board' || boardOpened;
  const recordings = useRecordings(room.lessonId);
  const recording = activeRecording(recordings.data?.items);
  const peerName = `${room.peer.firstName} ${room.peer.lastName}`.trim();
  const { link, peerMedia } = snapshot;
  const status =
    link === 'waiting' ? t('state.waiting', { name: peerName }) : t(`state.${link}`);

  return (
    <div className="meeting-room" data-link={link}>
      <div className="meeting-room__bar">
        <p className={`meeting-status meeting-status--${link}`} role="status" data-testid="meeting-status">
          {status}
        </p>
        <RecordingIndicator
          status={recording ? (recording.status === 'PAUSED' ? 'PAUSED' : 'RECORDING') : null}
          byPeer={recording?.startedBy === room.peer.id}
          peerName={peerName}
        />
      </div>
      {snapshot.slow ? (
        <div className="meeting-slow" role="status" data-testid="meeting-slow">
          <p>{t('state.slow')}</p>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('state.reload')}
          </Button>
        </div>
      ) : null}
      {wide ? null : (
        <div className="meeting-room__switch" role="group" aria-label={t('stage.label')}>
          {(['video', 'board'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`meeting-room__switch-option${view === option ? ' meeting-room__switch-option--on' : ''}`}
              aria-pressed={view === option}
              aria-controls={`meeting-stage-${option}`}
              onClick={() => {
                setView(option);
                if (option === 'board') setBoardOpened(true);
              }}
            >
              {t(`stage.${option}`)}
            </button>
          ))}
        </div>
      )}
      <div className="meeting-room__stage" data-view={wide ? 'both' : view}>
        <div id="meeting-stage-video" className="meeting-room__media" hidden={!wide && view !== 'video'}>
          {snapshot.remoteScreen ? (
            <figure className="meeting-tile meeting-tile--screen">
              <MediaVideo
                stream={snapshot.remoteScreen}
                muted
                label={t('tile.screenOf', { name: peerName })}
                testId="remote-screen"
              />
              <figcaption className="meeting-tile__name">{t('tile.screenOf', { name: peerName })}</figcaption>
            </figure>
          ) : null}
          <figure className={`meeting-tile meeting-tile--remote${link === 'reconnecting' ? ' meeting-tile--reconnecting' : ''}`}>
            <MediaVideo
              stream={snapshot.remoteCamera}
              speakerId={state.activeSpeaker}
              label={peerName}
              testId="remote-video"
              className={peerMedia.isStartedVideo ? '' : 'meeting-video--hidden'}
            />
            {!snapshot.remoteCamera || !peerMedia.isStartedVideo ? (
              <div className="meeting-tile__placeholder" aria-hidden="true">
                {peerName}
              </div>
            ) : null}
            <figcaption className="meeting-tile__name">
              {peerName}
              {peerMedia.isMuted ? <span className="meeting-tile__flag">{t('tile.muted')}</span> : null}
              {!peerMedia.isStartedVideo ? <span className="meeting-tile__flag">{t('tile.cameraOff')}</span> : null}
            </figcaption>
          </figure>
          <figure className="meeting-tile meeting-tile--self">
            {state.isStartedVideo && local.getVideoTracks().length > 0 ? (
              <MediaVideo stream={local} muted mirrored label={t('tile.you')} testId="local-video" />
            ) : (
              <div className="meeting-tile__placeholder">{t('tile.cameraOff')}</div>
            )}
            <figcaption className="meeting-tile__name">{t('tile.you')}</figcaption>
          </figure>
          {snapshot.localScreen ? (
            <figure className="meeting-tile meeting-tile--self-screen">
              <MediaVideo stream={snapshot.localScreen} muted label={t('tile.yourScreen')} testId="local-screen" />
              <figcaption className="meeting-tile__name">{t('tile.yourScreen')}</figcaption>
            </figure>
          ) : null}
        </div>
        <section
          id="meeting-stage-board"
          className="meeting-room__board"
          aria-label={t('board')}
          hidden={!wide && view !== 'board'}
        >
          {showBoard ? <RoomBoard lessonId={room.lessonId} /> : null}
        </section>
      </div>
      {problem ? (
        <p className="meeting-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="meeting-controls" role="toolbar" aria-label={t('controls.label')}>
        <MediaToggles state={state} onToggle={onToggle} />
        {snapshot.localScreen ? (
          <button type="button" className="meeting-toggle meeting-toggle--on" onClick={onStopShare}>
            {t('controls.stopShare')}
          </button>
        ) : (
          <button type="button" className="meeting-toggle" onClick={onShare} disabled={snapshot.peerSharing}>
            {t('controls.share')}
          </button>
        )}
        <button
          type="button"
          className="meeting-toggle"
          aria-expanded={showDevices}
          aria-controls="meeting-device-settings"
          onClick={() => setShowDevices((v) => !v)}
        >
          {t('devices.settings')}
        </button>
        {room.role === 'HOST' ? (
          <RecordingControls
            lessonId={room.lessonId}
            local={local}
            remote={snapshot.remoteCamera}
            microphone={state.activeMicrophone}
            recordings={recordings.data?.items}
            peerId={room.peer.id}
          />
        ) : null}
        <div className="meeting-controls__end">
          <Button variant="secondary" onClick={onLeave}>
            {t('controls.leave')}
          </Button>
          {room.role === 'HOST' ? (
            <Button variant="danger" onClick={() => setConfirmEnd(true)}>
              {t('controls.end')}
            </Button>
          ) : null}
        </div>
      </div>
      {showDevices ? (
        <div id="meeting-device-settings" className="meeting-room__devices">
          <DevicePickers devices={devices} state={state} onPick={onPick} />
        </div>
      ) : null}
      <Dialog
        open={confirmEnd}
        onClose={() => setConfirmEnd(false)}
        title={t('confirmEnd.title')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmEnd(false)}>
              {t('confirmEnd.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={ending}
              onClick={async () => {
                setEnding(true);
                try {
                  await onEnd();
                } finally {
                  setEnding(false);
                  setConfirmEnd(false);
                }
              }}
            >
              {t('confirmEnd.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('confirmEnd.body')}</p>
      </Dialog>
    </div>
  );
}
