import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneCodeInput, type PhoneCodeSent, type Profile } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { Button, TextField } from '../../ui';
import { applyFieldErrors, errorMessage, fieldText, FormAlert, ResendCode } from '../../ui/form';
import { confirmPhone, sendPhoneCode } from './registration.queries';

export interface PhoneCodeFormProps {
  sent: PhoneCodeSent;
  onDone: (saved: Profile) => void;
  onChangeNumber: () => void;
}

/** The SMS code for the number just given; a new code after the server's cooldown. */
export function PhoneCodeForm({ sent, onDone, onChangeNumber }: PhoneCodeFormProps) {
  const { t } = useTranslation('registration');
  const client = useApiClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ phoneNumber: string; code: string }>({
    resolver: zodResolver(PhoneCodeInput),
    defaultValues: { phoneNumber: sent.phoneNumber, code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onDone(await confirmPhone(client, values));
    } catch (error) {
      applyFieldErrors(error, setError, ['code']);
      setFormError(errorMessage(t, error));
    }
  });

  return (
    <form className="registration-form" onSubmit={onSubmit} noValidate>
      <p className="registration-page__caption" role="status">
        {t('phone.code-sent', { phone: sent.phoneNumber })}
      </p>
      <FormAlert message={formError} />
      <TextField
        label={t('fields.sms-code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        className="code-input"
        error={fieldText(t, errors.code?.message)}
        {...register('code')}
      />
      <div className="registration-form__actions">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {t('actions.confirm')}
        </Button>
        <Button variant="ghost" onClick={onChangeNumber}>
          {t('actions.change-number')}
        </Button>
      </div>
      <ResendCode
        initialWait={sent.resendAfterSeconds}
        onResend={async () => (await sendPhoneCode(client, sent.phoneNumber)).resendAfterSeconds}
      />
    </form>
  );
}
