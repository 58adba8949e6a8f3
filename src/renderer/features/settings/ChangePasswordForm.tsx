import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangePasswordInput } from '../../../shared/contracts/accounts';
import { signIn } from '../../api';
import { useApiClient } from '../../app/api-context';
import { notifySessionChanged } from '../../app/session/use-session';
import { Button, TextField } from '../../ui';
import { applyFieldErrors, errorMessage, fieldText, FormAlert } from '../../ui/form';
import { changePassword } from './settings.queries';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Security: a new password ends every other session; this one continues with the fresh tokens. */
export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const client = useApiClient();
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInput),
  });
  const { errors } = formState;
  const f = (key: string | undefined) => fieldText(t, key);

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      signIn(await changePassword(client, values));
      notifySessionChanged();
      reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
      setMessage({ text: t('security.password-changed'), tone: 'success' });
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
      setMessage({ text: errorMessage(t, error), tone: 'error' });
    }
  });

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h3 id="password-title" className="settings-form__title">
        {t('security.password-title')}
      </h3>
      <FormAlert message={message?.text ?? null} tone={message?.tone} />
      <TextField
        label={t('security.current-password')}
        type="password"
        autoComplete="current-password"
        required
        error={f(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <TextField
        label={t('security.new-password')}
        type="password"
        autoComplete="new-password"
        required
        error={f(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <TextField
        label={t('security.confirm-password')}
        type="password"
        autoComplete="new-password"
        required
        error={f(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('security.change-password')}
      </Button>
    </form>
  );
}
