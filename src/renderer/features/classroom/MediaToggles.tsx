import { useTranslation } from 'react-i18next';
import type { DeviceState } from './media/devices';

/** Mute and camera toggles (isMuted, isStartedVideo); each button names what it will do. */
export function MediaToggles({
  state,
  onToggle,
}: {
  state: Pick<DeviceState, 'isMuted' | 'isStartedVideo'>;
  onToggle: (key: 'isMuted' | 'isStartedVideo') => void;
}) {
  const { t } = useTranslation('classroom');
  return (
    <div className="meeting-toggles">
      <button
        type="button"
        className={`meeting-toggle${state.isMuted ? ' meeting-toggle--off' : ''}`}
        onClick={() => onToggle('isMuted')}
      >
        {state.isMuted ? t('controls.unmute') : t('controls.mute')}
      </button>
      <button
        type="button"
        className={`meeting-toggle${state.isStartedVideo ? '' : ' meeting-toggle--off'}`}
        onClick={() => onToggle('isStartedVideo')}
      >
        {state.isStartedVideo ? t('controls.stopVideo') : t('controls.startVideo')}
      </button>
    </div>
  );
}
