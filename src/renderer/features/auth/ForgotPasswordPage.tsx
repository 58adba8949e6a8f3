import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { EmailOnlyInput } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { PATHS } from '../../app/paths';
import { Button, Card, TextField, linkClassName } from '../../ui';
import { forgotPassword } from './auth.api';
import { applyFieldErrors, errorMessage, fieldText } from './form-errors';
import { FormAlert } from './FormAlert';
import './auth.css';

/** /password/forgot (spec 2): emails a reset code; the answer never tells whether the email exists. */
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
    <Card as="section" className="auth-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="auth-page__title">
        {t('forgot.page.title')}
      </h1>
      <p className="auth-page__caption">{t('forgot.page.caption')}</p>
      <FormAlert message={formError} />
      <form className="auth-page__form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('forgot.form.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldText(t, errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {t('forgot.form.submit')}
        </Button>
      </form>
      <p className="auth-page__hint">
        <Link to={PATHS.login} className={linkClassName('muted')}>
          {t('forgot.page.back')}
        </Link>
      </p>
    </Card>
  );
}
