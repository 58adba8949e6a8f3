import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, ProfileInfoInput, type Profile } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { Button, Select, Spinner, TextField } from '../../ui';
import { applyFieldErrors, errorMessage, fieldText, FormAlert } from '../../ui/form';
import { LocationFields } from '../profile-fields';
import { saveProfileInfo } from './registration.queries';
import { useSavedStepValues, type SavedStepValues } from './saved-values';

const FIELDS = ['firstName', 'lastName', 'middleName', 'gender', 'dateOfBirth', 'countryCode', 'cityCode'] as const;
const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);

interface StepProps {
  profile: Profile;
  onDone: (saved: Profile) => void;
}

/** Step PROFILE_INFO: names, gender, and for teachers date of birth and where they live. */
export function ProfileInfoStep(props: StepProps) {
  // A revisited step starts from what was saved (date of birth, country, city).
  const saved = useSavedStepValues(props.profile);
  if (saved.isPending) return <Spinner />;
  return <ProfileInfoForm {...props} saved={saved.data} />;
}

function ProfileInfoForm({ profile, onDone, saved }: StepProps & { saved: SavedStepValues }) {
  const { t } = useTranslation('registration');
  const client = useApiClient();
  const [formError, setFormError] = useState<string | null>(null);
  const teacher = profile.role === 'ROLE_TEACHER';
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInfoInput>({
    resolver: zodResolver(ProfileInfoInput),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      middleName: profile.middleName,
      gender: profile.gender,
      dateOfBirth: saved.dateOfBirth,
      countryCode: saved.countryCode ?? 'UA',
      cityCode: saved.cityCode,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onDone(await saveProfileInfo(client, teacher ? values : { ...values, dateOfBirth: null }));
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
      setFormError(errorMessage(t, error));
    }
  });

  const f = (key: string | undefined) => fieldText(t, key);
  return (
    <form className="registration-form" onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <div className="form-row">
        <TextField
          label={t('fields.first-name')}
          required
          autoComplete="given-name"
          error={f(errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.last-name')}
          required
          autoComplete="family-name"
          error={f(errors.lastName?.message)}
          {...register('lastName')}
        />
      </div>
      <div className="form-row">
        <TextField
          label={t('fields.middle-name')}
          autoComplete="additional-name"
          error={f(errors.middleName?.message)}
          {...register('middleName', { setValueAs: orNull })}
        />
        <Select
          label={t('fields.gender')}
          placeholder={t('fields.choose')}
          options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
          error={f(errors.gender?.message)}
          {...register('gender', { setValueAs: orNull })}
        />
      </div>
      {teacher ? (
        <TextField
          label={t('fields.date-of-birth')}
          type="date"
          error={f(errors.dateOfBirth?.message)}
          {...register('dateOfBirth', { setValueAs: orNull })}
        />
      ) : null}
      <LocationFields
        countryCode={watch('countryCode')}
        country={register('countryCode', { setValueAs: orNull })}
        city={register('cityCode', { setValueAs: orNull })}
        countryError={f(errors.countryCode?.message)}
        cityError={f(errors.cityCode?.message)}
        onCountryChange={() => setValue('cityCode', null)}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {t('actions.continue')}
      </Button>
    </form>
  );
}
