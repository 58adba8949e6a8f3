import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../app/api-context';
import { Spinner } from '../../ui';
import { errorMessage, FormAlert } from '../../ui/form';
import { setNotifications, useAccountSettings, useStoreSettings } from './settings.queries';

/** Notifications: one switch for email and in-app notifications (notificationsEnabled). */
export function NotificationsSection() {
  const { t } = useTranslation('settings');
  const client = useApiClient();
  const settings = useAccountSettings();
  const store = useStoreSettings();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <FormAlert message={errorMessage(t, settings.error)} />;

  async function toggle(enabled: boolean) {
    setBusy(true);
    setError(null);
    try {
      store(await setNotifications(client, enabled));
    } catch (caught) {
      setError(errorMessage(t, caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="settings-section">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={settings.data.notificationsEnabled}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__label">{t('notifications.toggle')}</span>
      </label>
      <p className="field__hint">{t('notifications.hint')}</p>
      <FormAlert message={error} />
    </div>
  );
}
