import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { DevicePickers } from './DevicePickers';
import { MediaVideo } from './MediaVideo';
import { watchLevel, type DeviceLists, type DeviceState, type LocalMedia } from './media/devices';
import { MediaToggles } from './MediaToggles';

/**
 * The pre-join check: the camera's preview, the microphone's level, the three device
 * pickers and the toggles, then Join.
 */
export function PreJoin({
  local,
  devices,
  state,
  onPick,
  onToggle,
  onJoin,
  joining,
  opensAt,
  problem,
}: {
  local: LocalMedia | null;
  devices: DeviceLists;
  state: DeviceState;
  onPick: (kind: 'activeMicrophone' | 'activeCamera' | 'activeSpeaker', deviceId: string | null) => void;
  onToggle: (key: 'isMuted' | 'isStartedVideo') => void;
  onJoin: () => void;
  joining: boolean;
  /** Set while the room is not open yet. */
  opensAt: Date | null;
  problem: string | null;
}) {
  const { t, i18n } = useTranslation('classroom');
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!local || state.isMuted) {
      setLevel(0);
      return;
    }
    return watchLevel(local.stream, setLevel);
  }, [local, state.isMuted]);
  const hasVideo = Boolean(local && local.stream.getVideoTracks().length > 0);

  return (
    <section className="meeting-prejoin" aria-labelledby="prejoin-title">
      <h2 id="prejoin-title" className="meeting-prejoin__title">
        {t('prejoin.heading')}
      </h2>
      <div className="meeting-prejoin__body">
        <div className="meeting-prejoin__preview">
          {hasVideo && state.isStartedVideo ? (
            <MediaVideo stream={local!.stream} muted mirrored label={t('prejoin.preview')} testId="prejoin-preview" />
          ) : (
            <div className="meeting-tile__placeholder">
              {local ? (hasVideo ? t('tile.cameraOff') : t('prejoin.noCamera')) : t('prejoin.starting')}
            </div>
          )}
          <div className="meeting-level">
            <span className="meeting-level__label" id="mic-level-label">
              {t('prejoin.level')}
            </span>
            <div
              className="meeting-level__track"
              role="meter"
              aria-labelledby="mic-level-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(level * 100)}
              data-testid="mic-level"
            >
              <div className="meeting-level__fill" style={{ transform: `scaleX(${level})` }} />
            </div>
          </div>
        </div>
        <div className="meeting-prejoin__side">
          <DevicePickers devices={devices} state={state} onPick={onPick} />
          <MediaToggles state={state} onToggle={onToggle} />
          {problem ? (
            <p className="meeting-problem" role="alert">
              {problem}
            </p>
          ) : null}
          {opensAt ? (
            <p className="meeting-note">
              {t('prejoin.opensAt', {
                time: opensAt.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' }),
              })}
            </p>
          ) : null}
          <Button onClick={onJoin} disabled={joining || !local || Boolean(opensAt)}>
            {joining ? t('prejoin.joining') : t('prejoin.join')}
          </Button>
        </div>
      </div>
    </section>
  );
}
