import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TeacherProfileInput,
  type TeacherProfile,
  type TeacherProfileValues,
} from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { Button, useToast } from '../../ui';
import { applyFieldErrors, errorMessage, FormAlert } from '../../ui/form';
import { AboutSection } from './AboutSection';
import { LanguagesSection } from './LanguagesSection';
import { MediaSection } from './MediaSection';
import { PeriodList } from './PeriodList';
import { PersonalSection } from './PersonalSection';
import { profileKeys, saveTeacherProfile } from './profile.queries';
import { formDefaults, TEACHER_FIELDS } from './teacher-form';
import { TeachingSection } from './TeachingSection';

/**
 * The teacher profile editor: every field of the profile, saved only when its required fields
 * are there (the shared contract checks before sending; the server answers the same keys).
 */
export function TeacherProfileEditor({ profile }: { profile: TeacherProfile }) {
  const { t } = useTranslation('profile');
  const client = useApiClient();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TeacherProfileInput, unknown, TeacherProfileValues>({
    resolver: zodResolver(TeacherProfileInput),
    defaultValues: formDefaults(profile),
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const saved = await saveTeacherProfile(client, values);
        queryClient.setQueryData(profileKeys.teacher, saved);
        void queryClient.invalidateQueries({ queryKey: profileKeys.verification });
        form.reset(formDefaults(saved));
        toast.show({ message: t('editor.saved'), kind: 'success' });
      } catch (error) {
        applyFieldErrors(error, form.setError, TEACHER_FIELDS);
        setFormError(errorMessage(t, error));
      }
    },
    () => setFormError(t('editor.fix-fields')),
  );

  return (
    <form className="profile-editor" onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <FormAlert message={formError} />
      <PersonalSection form={form} />
      <MediaSection form={form} />
      <AboutSection form={form} />
      <TeachingSection form={form} />
      <LanguagesSection form={form} />
      <PeriodList form={form} name="education" />
      <PeriodList form={form} name="experience" />
      <div className="profile-editor__actions">
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('editor.saving') : t('editor.save')}
        </Button>
      </div>
    </form>
  );
}
