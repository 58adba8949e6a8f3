import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { EmailCodeInput } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { PATHS } from '../../app/paths';
import { TextField, linkClassName } from '../../ui';
import { confirmEmail, resendEmailCode } from './auth.api';
import { applyFieldErrors, errorMessage, fieldText, ResendCode } from '../../ui/form';
import { AuthCard, AuthForm } from './AuthCard';
import { useCompleteSignIn } from './use-complete-sign-in';
import './auth.css';

type FormValues = { email: string; code: string };
const DEFAULT_WAIT_SECONDS = 60;

/** /signup/code?email=…: the 6 digits from the email sign the user in. */
export function SignupCodePage() {
  const { t } = useTranslation('auth');
  const client = useApiClient();
  const completeSignIn = useCompleteSignIn();
  const [params] = useSearchParams();
  const location = useLocation();
  const email = params.get('email') ?? '';
  const initialWait = (location.state as { resendAfterSeconds?: number } | null)?.resendAfterSeconds;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(EmailCodeInput), defaultValues: { email, code: '' } });

  if (!email) return <Navigate to={PATHS.register} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await completeSignIn(await confirmEmail(client, values));
    } catch (error) {
      applyFieldErrors(error, setError, ['code']);
      setFormError(errorMessage(t, error));
    }
  });

  return (
    <AuthCard id="code" title={t('code.page.title')} caption={t('code.page.caption', { email })} error={formError}>
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel={t('code.form.submit')}>
        <TextField
          label={t('code.form.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          className="code-input"
          error={fieldText(t, errors.code?.message)}
          {...register('code')}
        />
      </AuthForm>
      <ResendCode
        initialWait={initialWait ?? DEFAULT_WAIT_SECONDS}
        onResend={async () => (await resendEmailCode(client, email)).resendAfterSeconds}
      />
      <p className="auth-page__hint">
        <Link to={PATHS.register} className={linkClassName('muted')}>
          {t('code.page.other-email')}
        </Link>
      </p>
    </AuthCard>
  );
}
