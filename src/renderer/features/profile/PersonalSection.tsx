import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui';
import { fieldText } from '../../ui/form';
import { LocationFields } from '../profile-fields';
import { EditorSection } from './EditorSection';
import { orNull, type TeacherForm } from './teacher-form';

/** Names, date of birth, country and city of the teacher profile. */
export function PersonalSection({ form }: { form: TeacherForm }) {
  const { t } = useTranslation('profile');
  const { register, watch, setValue, formState } = form;
  const { errors } = formState;
  const f = (key: string | undefined) => fieldText(t, key);
  return (
    <EditorSection title={t('sections.personal')}>
      <div className="form-row">
        <TextField
          label={t('fields.first-name')}
          required
          error={f(errors.firstName?.message)}
          {...register('firstName')}
        />
        <TextField
          label={t('fields.last-name')}
          required
          error={f(errors.lastName?.message)}
          {...register('lastName')}
        />
      </div>
      <div className="form-row">
        <TextField
          label={t('fields.middle-name')}
          error={f(errors.middleName?.message)}
          {...register('middleName', { setValueAs: orNull })}
        />
        <TextField
          label={t('fields.date-of-birth')}
          type="date"
          error={f(errors.dateOfBirth?.message)}
          {...register('dateOfBirth', { setValueAs: orNull })}
        />
      </div>
      <LocationFields
        countryCode={watch('countryCode')}
        country={register('countryCode', { setValueAs: orNull })}
        city={register('cityCode')}
        countryError={f(errors.countryCode?.message)}
        cityError={f(errors.cityCode?.message)}
        cityRequired
        onCountryChange={() => setValue('cityCode', '', { shouldDirty: true })}
      />
    </EditorSection>
  );
}
