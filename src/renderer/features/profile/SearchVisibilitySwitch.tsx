import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../app/api-context';
import { errorMessage, FormAlert } from '../../ui/form';
import { setSearchVisibility } from './profile.queries';

/**
 * A teacher appears in search only when verified, and cannot turn visibility on before
 * verification or with a negative balance; the server's message says which (VERIFICATION_REQUIRED,
 * NEGATIVE_BALANCE) and the switch stays off.
 */
export function SearchVisibilitySwitch({
  visible,
  onChanged,
}: {
  visible: boolean;
  onChanged: (visible: boolean) => void;
}) {
  const { t } = useTranslation('profile');
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle(next: boolean) {
    setBusy(true);
    setError(null);
    try {
      onChanged((await setSearchVisibility(client, next)).searchVisible);
    } catch (caught) {
      setError(errorMessage(t, caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="visibility-switch">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={visible}
          disabled={busy}
          aria-describedby="visibility-hint"
          onChange={(event) => void toggle(event.target.checked)}
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__label">{t('visibility.label')}</span>
      </label>
      <p id="visibility-hint" className="field__hint">
        {visible ? t('visibility.on') : t('visibility.off')}
      </p>
      <FormAlert message={error} />
    </div>
  );
}
