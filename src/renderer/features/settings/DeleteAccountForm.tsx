import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETE_CONFIRMATION_WORD } from '../../../shared/validation/account-deletion';
import { useApiClient } from '../../app/api-context';
import { PATHS } from '../../app/paths';
import { endSession } from '../../app/session/use-session';
import { Button, TextField } from '../../ui';
import { errorMessage, FormAlert } from '../../ui/form';
import { deleteAccount } from './settings.queries';

/** Spec 5: the account is deleted only after typing DELETE; every session ends with it. */
export function DeleteAccountForm() {
  const { t } = useTranslation('settings');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = typed === DELETE_CONFIRMATION_WORD;

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await deleteAccount(client, typed);
      // A fresh page load of home: nothing of the deleted account stays in memory, and the
      // screen's guard never gets to send the now signed-out user to /login.
      window.location.replace(PATHS.home);
      endSession();
      queryClient.clear();
    } catch (caught) {
      setError(errorMessage(t, caught));
      setBusy(false);
    }
  }

  return (
    <form
      className="settings-form settings-form--danger"
      aria-labelledby="delete-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed) void remove();
      }}
    >
      <h3 id="delete-title" className="settings-form__title">
        {t('security.delete-title')}
      </h3>
      <p className="settings-form__text">{t('security.delete-warning')}</p>
      <FormAlert message={error} />
      <TextField
        label={t('security.delete-confirm', { word: DELETE_CONFIRMATION_WORD })}
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <Button type="submit" variant="danger" disabled={!confirmed || busy}>
        {t('security.delete-button')}
      </Button>
    </form>
  );
}
