import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneInput, type PhoneCodeSent, type Profile } from '../../../shared/contracts/accounts';
import { PHONE_PREFIX } from '../../../shared/validation/phone';
import { useApiClient } from '../../app/api-context';
import { Button, TextField } from '../../ui';
import { applyFieldErrors, errorMessage, fieldText, FormAlert } from '../../ui/form';
import { PhoneCodeForm } from './PhoneCodeForm';
import { sendPhoneCode } from './registration.queries';

/** Step PHONE_NUMBER: +380 and 9 digits, confirmed by an SMS code. */
export function PhoneStep({ profile, onDone }: { profile: Profile; onDone: (saved: Profile) => void }) {
  const { t } = useTranslation('registration');
  const client = useApiClient();
  const [sent, setSent] = useState<PhoneCodeSent | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ phoneNumber: string }>({
    resolver: zodResolver(PhoneInput),
    defaultValues: { phoneNumber: profile.phoneNumber?.slice(PHONE_PREFIX.length) ?? '' },
  });

  const onSubmit = handleSubmit(async ({ phoneNumber }) => {
    setFormError(null);
    try {
      setSent(await sendPhoneCode(client, phoneNumber));
    } catch (error) {
      applyFieldErrors(error, setError, ['phoneNumber']);
      setFormError(errorMessage(t, error));
    }
  });

  if (sent) {
    return <PhoneCodeForm sent={sent} onDone={onDone} onChangeNumber={() => setSent(null)} />;
  }
  return (
    <form className="registration-form" onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <div className="phone-field">
        <span className="phone-field__prefix" aria-hidden="true">
          {PHONE_PREFIX}
        </span>
        <TextField
          label={t('fields.phone')}
          hint={t('fields.phone-hint')}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={9}
          required
          error={fieldText(t, errors.phoneNumber?.message)}
          {...register('phoneNumber')}
        />
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {t('actions.send-code')}
      </Button>
    </form>
  );
}
