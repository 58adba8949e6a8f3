import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ResetPasswordInput } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { Button, Card, TextField } from '../../ui';
import { forgotPassword, resetPassword } from './auth.api';
import { applyFieldErrors, errorMessage, fieldText } from './form-errors';
import { FormAlert } from './FormAlert';
import { ResendCode } from './ResendCode';
import { useCompleteSignIn } from './use-complete-sign-in';
import './auth.css';

type FormValues = { email: string; code: string; password: string; confirmPassword?: string };
const FIELDS = ['email', 'code', 'password', 'confirmPassword'] as const;

/** /password/reset?email=… (spec 2): the emailed code and a new password; every other session ends. */
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
    <Card as="section" className="auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title" className="auth-page__title">
        {t('reset.page.title')}
      </h1>
      <p className="auth-page__caption">{t('reset.page.caption')}</p>
      <FormAlert message={formError} />
      <form className="auth-page__form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('reset.form.email')}
          type="email"
          autoComplete="email"
          required
          error={f(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('reset.form.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          error={f(errors.code?.message)}
          {...register('code')}
        />
        <TextField
          label={t('reset.form.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.form.password-hint')}
          required
          error={f(errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('reset.form.confirm-password')}
          type="password"
          autoComplete="new-password"
          required
          error={f(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {t('reset.form.submit')}
        </Button>
      </form>
      {email ? (
        <ResendCode
          initialWait={initialWait}
          onResend={async () => (await forgotPassword(client, email)).resendAfterSeconds}
        />
      ) : null}
    </Card>
  );
}
