import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { RegisterInput } from '../../../shared/contracts/accounts';
import { confirmationProblem } from '../../../shared/validation/password';
import { useApiClient } from '../../app/api-context';
import { PATHS } from '../../app/paths';
import { TextField, linkClassName } from '../../ui';
import { registerAccount } from './auth.api';
import { AuthCard, AuthForm, EmailField, NewPasswordFields } from './AuthCard';
import { applyFieldErrors, errorMessage, fieldText } from '../../ui/form';
import { GoogleSignInButton } from './GoogleSignInButton';
import { RoleChoice } from './RoleChoice';
import { signupCodePath, useCompleteSignIn } from './use-complete-sign-in';
import './auth.css';

/** The register contract plus the "confirmed and match" password check, which stays in the browser. */
const RegisterForm = RegisterInput.extend({ confirmPassword: z.string().optional() }).superRefine((value, ctx) => {
  const problem = confirmationProblem(value.password, value.confirmPassword);
  if (problem) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: problem });
});
type FormValues = z.input<typeof RegisterForm>;
const FIELDS = ['email', 'password', 'firstName', 'lastName', 'role'] as const;

/** /register: choose a role, names, email and password; a 6-digit code is emailed next. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const client = useApiClient();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver: zodResolver(RegisterForm), defaultValues: { role: 'ROLE_STUDENT' } });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setFormError(null);
    try {
      const sent = await registerAccount(client, values);
      navigate(signupCodePath(sent.email), { state: { resendAfterSeconds: sent.resendAfterSeconds } });
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
      setFormError(errorMessage(t, error));
    }
  });

  const f = (key: string | undefined) => fieldText(t, key);
  return (
    <AuthCard
      id="register"
      title={t('register.page.title')}
      caption={t('register.page.caption')}
      error={formError}
      wide
    >
      <AuthForm
        onSubmit={onSubmit}
        submitting={isSubmitting}
        submitLabel={isSubmitting ? t('register.form.submitting') : t('register.form.submit')}
      >
        <RoleChoice field={register('role')} error={f(errors.role?.message)} />
        <div className="auth-page__row">
          <TextField
            label={t('register.form.first-name')}
            autoComplete="given-name"
            required
            error={f(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextField
            label={t('register.form.last-name')}
            autoComplete="family-name"
            required
            error={f(errors.lastName?.message)}
            {...register('lastName')}
          />
        </div>
        <EmailField label={t('register.form.email')} field={register('email')} error={f(errors.email?.message)} />
        <NewPasswordFields
          passwordLabel={t('register.form.password')}
          confirmLabel={t('register.form.confirm-password')}
          password={register('password')}
          confirm={register('confirmPassword')}
          passwordError={f(errors.password?.message)}
          confirmError={f(errors.confirmPassword?.message)}
        />
      </AuthForm>
      <GoogleSignInButton
        role={watch('role')}
        onSignedIn={(pair) => void completeSignIn(pair)}
        onError={setFormError}
      />
      <p className="auth-page__hint">
        {t('register.page.have-account')}{' '}
        <Link to={PATHS.login} className={linkClassName()}>
          {t('register.page.sign-in')}
        </Link>
      </p>
    </AuthCard>
  );
}
