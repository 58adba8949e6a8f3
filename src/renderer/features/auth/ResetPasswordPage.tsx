import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ResetPasswordInput } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { TextField } from '../../ui';
import { forgotPassword, resetPassword } from './auth.api';
import { AuthCard, AuthForm, EmailField, NewPasswordFields } from './AuthCard';
import { applyFieldErrors, errorMessage, fieldText, ResendCode } from '../../ui/form';
import { useCompleteSignIn } from './use-complete-sign-in';
import './auth.css';

type FormValues = { email: string; code: string; password: string; confirmPassword?: string };
const FIELDS = ['email', 'code', 'password', 'confirmPassword'] as const;

/** /password/reset?email=…: the emailed code and a new password; every other session ends. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const client = useApiClient();
  const completeSignIn = useCompleteSignIn();
  const [params] = useSearchParams();
  const location = useLocation();
  const email = params.get('email') ?? '';
  const initialWait = (location.state as { resendAfterSeconds?: number } | null)?.resendAfterSeconds ?? 60;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(ResetPasswordInput), defaultValues: { email } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await completeSignIn(await resetPassword(client, values));
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
      setFormError(errorMessage(t, error));
    }
  });

  const f = (key: string | undefined) => fieldText(t, key);
  return (
    <AuthCard id="reset" title={t('reset.page.title')} caption={t('reset.page.caption')} error={formError}>
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel={t('reset.form.submit')}>
        <EmailField label={t('reset.form.email')} field={register('email')} error={f(errors.email?.message)} />
        <TextField
          label={t('reset.form.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          error={f(errors.code?.message)}
          {...register('code')}
        />
        <NewPasswordFields
          passwordLabel={t('reset.form.password')}
          confirmLabel={t('reset.form.confirm-password')}
          password={register('password')}
          confirm={register('confirmPassword')}
          passwordError={f(errors.password?.message)}
          confirmError={f(errors.confirmPassword?.message)}
        />
      </AuthForm>
      {email ? (
        <ResendCode
          initialWait={initialWait}
          onResend={async () => (await forgotPassword(client, email)).resendAfterSeconds}
        />
      ) : null}
    </AuthCard>
  );
}
