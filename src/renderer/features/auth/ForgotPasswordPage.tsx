import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { EmailOnlyInput } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { PATHS } from '../../app/paths';
import { linkClassName } from '../../ui';
import { forgotPassword } from './auth.api';
import { AuthCard, AuthForm, EmailField } from './AuthCard';
import { applyFieldErrors, errorMessage, fieldText } from '../../ui/form';
import './auth.css';

/** /password/forgot: emails a reset code; the answer never tells whether the email exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const client = useApiClient();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(EmailOnlyInput) });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const sent = await forgotPassword(client, email);
      navigate(`${PATHS.resetPassword}?${new URLSearchParams({ email: sent.email }).toString()}`, {
        state: { resendAfterSeconds: sent.resendAfterSeconds },
      });
    } catch (error) {
      applyFieldErrors(error, setError, ['email']);
      setFormError(errorMessage(t, error));
    }
  });

  return (
    <AuthCard id="forgot" title={t('forgot.page.title')} caption={t('forgot.page.caption')} error={formError}>
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel={t('forgot.form.submit')}>
        <EmailField
          label={t('forgot.form.email')}
          field={register('email')}
          error={fieldText(t, errors.email?.message)}
        />
      </AuthForm>
      <p className="auth-page__hint">
        <Link to={PATHS.login} className={linkClassName('muted')}>
          {t('forgot.page.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
