import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GENDERS, StudentProfileInput, type StudentProfile } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { Button, Select, TextField, useToast } from '../../ui';
import { applyFieldErrors, errorMessage, fieldText, FormAlert } from '../../ui/form';
import { SkillPicker } from '../profile-fields';
import { EditorSection } from './EditorSection';
import { profileKeys, saveStudentProfile } from './profile.queries';
import { orNull } from './teacher-form';

const FIELDS = ['firstName', 'lastName', 'middleName', 'gender', 'interests'] as const;

/** A student's profile: names and interests to edit; phone, email-verified flag and active status to see. */
export function StudentProfileEditor({ profile }: { profile: StudentProfile }) {
  const { t } = useTranslation('profile');
  const client = useApiClient();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<StudentProfileInput>({
    resolver: zodResolver(StudentProfileInput),
    defaultValues: { ...profile },
  });
  const { errors } = formState;
  const f = (key: string | undefined) => fieldText(t, key);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      queryClient.setQueryData(profileKeys.student, await saveStudentProfile(client, values));
      toast.show({ message: t('editor.saved'), kind: 'success' });
    } catch (error) {
      applyFieldErrors(error, setError, FIELDS);
      setFormError(errorMessage(t, error));
    }
  });

  return (
    <form className="profile-editor" onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
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
          <TextField label={t('fields.middle-name')} {...register('middleName', { setValueAs: orNull })} />
          <Select
            label={t('fields.gender')}
            placeholder={t('fields.choose')}
            options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
            {...register('gender', { setValueAs: orNull })}
          />
        </div>
        <dl className="facts">
          <dt>{t('student.email')}</dt>
          <dd>
            {profile.email} · {profile.emailVerified ? t('student.email-verified') : t('student.email-unverified')}
          </dd>
          <dt>{t('student.phone')}</dt>
          <dd>{profile.phoneNumber ?? t('student.no-phone')}</dd>
          <dt>{t('student.status')}</dt>
          <dd>{profile.active ? t('student.active') : t('student.inactive')}</dd>
        </dl>
      </EditorSection>
      <EditorSection title={t('sections.interests')}>
        <Controller
          control={control}
          name="interests"
          render={({ field }) => (
            <SkillPicker
              legend={t('fields.interests')}
              value={field.value ?? []}
              onChange={field.onChange}
              error={f(errors.interests?.message)}
            />
          )}
        />
      </EditorSection>
      <div className="profile-editor__actions">
        <Button type="submit" size="lg" disabled={formState.isSubmitting}>
          {t('editor.save')}
        </Button>
      </div>
    </form>
  );
}
