import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DeleteAccountInput } from '../../../shared/contracts/accounts';
import { DELETE_CONFIRMATION_WORD } from '../../../shared/validation/account-deletion';
import { useApiClient } from '../../app/api-context';
import { PATHS } from '../../app/paths';
import { endSession } from '../../app/session/use-session';
import { Button, TextField } from '../../ui';
import { applyFieldErrors, errorMessage, fieldText } from '../../ui/form';
import { FormAlert } from '../../ui/form';
import { deleteAccount } from './settings.queries';

/** The account is deleted only after typing DELETE; every session ends with it. */
export function DeleteAccountForm() {
  const { t } = useTranslation('settings');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountInput),
    defaultValues: { confirmation: '' },
  });
  // The button waits for the exact word, untrimmed: the friction is the point.
  const confirmed = watch('confirmation') === DELETE_CONFIRMATION_WORD;

  const onSubmit = handleSubmit(async ({ confirmation }) => {
    setFailure(null);
    try {
      await deleteAccount(client, confirmation);
      // A fresh page load of home: nothing of the deleted account stays in memory, and the
      // screen's guard never gets to send the now signed-out user to /login.
      window.location.replace(PATHS.home);
      endSession();
      queryClient.clear();
    } catch (error) {
      applyFieldErrors(error, setError, ['confirmation']);
      setFailure(errorMessage(t, error));
    }
  });

  return (
    <form
      className="settings-form settings-form--danger"
      aria-labelledby="delete-title"
      onSubmit={onSubmit}
      noValidate
    >
      <h3 id="delete-title" className="settings-form__title">
        {t('security.delete-title')}
      </h3>
      <p className="settings-form__text">{t('security.delete-warning')}</p>
      <FormAlert message={failure} />
      <TextField
        label={t('security.delete-confirm', { word: DELETE_CONFIRMATION_WORD })}
        autoComplete="off"
        error={fieldText(t, formState.errors.confirmation?.message)}
        {...register('confirmation')}
      />
      <Button type="submit" variant="danger" disabled={!confirmed || formState.isSubmitting}>
        {t('security.delete-button')}
      </Button>
    </form>
  );
}
