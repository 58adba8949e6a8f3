import { useTranslation } from 'react-i18next';
import { Select } from '../../ui';
import { canPickSpeaker, type DeviceLists, type DeviceState } from './media/devices';

/** Microphone, camera and speaker pickers (activeMicrophone, activeCamera, activeSpeaker). */
export function DevicePickers({
  devices,
  state,
  onPick,
}: {
  devices: DeviceLists;
  state: DeviceState;
  onPick: (kind: 'activeMicrophone' | 'activeCamera' | 'activeSpeaker', deviceId: string | null) => void;
}) {
  const { t } = useTranslation('classroom');
  const options = (list: MediaDeviceInfo[]) =>
    list.map((d, i) => ({ value: d.deviceId, label: d.label || t('devices.unnamed', { n: i + 1 }) }));
  const pickers = [
    { key: 'activeMicrophone' as const, label: t('devices.microphone'), list: devices.microphones },
    { key: 'activeCamera' as const, label: t('devices.camera'), list: devices.cameras },
    ...(canPickSpeaker() ? [{ key: 'activeSpeaker' as const, label: t('devices.speaker'), list: devices.speakers }] : []),
  ];
  return (
    <div className="meeting-devices">
      {pickers.map((p) => (
        <Select
          key={p.key}
          label={p.label}
          value={state[p.key] ?? ''}
          placeholder={t('devices.default')}
          options={options(p.list)}
          disabled={p.list.length === 0}
          onChange={(event) => onPick(p.key, event.target.value || null)}
        />
      ))}
    </div>
  );
}
