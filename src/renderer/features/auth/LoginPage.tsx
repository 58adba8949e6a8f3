import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginInput } from '../../../shared/contracts/accounts';
import { isApiError } from '../../api';
import { useApiClient } from '../../app/api-context';
import { PATHS } from '../../app/paths';
import { linkClassName, TextField } from '../../ui';
import { AuthCard, AuthForm, EmailField } from './AuthCard';
import { applyFieldErrors, errorMessage, fieldText } from '../../ui/form';
import { GoogleSignInButton } from './GoogleSignInButton';
import { logIn } from './login.api';
import { signupCodePath, useCompleteSignIn } from './use-complete-sign-in';
import './auth.css';

type FormValues = { email: string; password: string };

/**
 * /login. The same zod schema as the server validates the form, so a field error reads
 * the same before and after the round trip; the server's own field keys are shown too. Wrong
 * credentials answer 'Invalid credentials!' in a live region, not as a field error,
 * so the form does not tell which of the two was wrong.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const client = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const completeSignIn = useCompleteSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(LoginInput), mode: 'onSubmit' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Sign-in, the after-sign-in steps, then /registration picks the step or home.
      await completeSignIn(await logIn(client, values), params.get('next'));
    } catch (error) {
      // The right password for an unconfirmed email: the server has sent a code.
      if (isApiError(error) && error.code === 'EMAIL_NOT_VERIFIED') {
        navigate(signupCodePath(values.email.trim().toLowerCase()));
        return;
      }
      applyFieldErrors(error, setError, ['email', 'password']);
      setFormError(errorMessage(t, error));
    }
  });

  const fieldError = (key: string | undefined) => fieldText(t, key);

  return (
    <AuthCard id="login" title={t('login.page.title')} caption={t('login.page.caption')} error={formError}>
      <AuthForm
        onSubmit={onSubmit}
        submitting={isSubmitting}
        submitLabel={isSubmitting ? t('login.form.submitting') : t('login.form.submit')}
      >
        <EmailField
          label={t('login.form.email')}
          field={register('email')}
          error={fieldError(errors.email?.message)}
          autoFocus
        />
        <TextField
          label={t('login.form.password')}
          type="password"
          autoComplete="current-password"
          required
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
      </AuthForm>
      <p className="auth-page__links">
        <Link to={PATHS.forgotPassword} className={linkClassName('muted')}>
          {t('login.page.forgot')}
        </Link>
        <Link to={PATHS.register} className={linkClassName()}>
          {t('login.page.register')}
        </Link>
      </p>
      <GoogleSignInButton onSignedIn={(pair) => void completeSignIn(pair, params.get('next'))} onError={setFormError} />
      <p className="auth-page__hint">{t('login.page.demo-hint')}</p>
    </AuthCard>
  );
}
