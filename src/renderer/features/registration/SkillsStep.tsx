import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SkillsInput, type Profile } from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { Button, Spinner } from '../../ui';
import { applyFieldErrors, errorMessage, fieldText, FormAlert } from '../../ui/form';
import { saveSkills } from './registration.queries';
import { useSavedStepValues } from './saved-values';
import { SkillPicker, SubjectSuggestions } from '../profile-fields';

interface StepProps {
  profile: Profile;
  onDone: (saved: Profile) => void;
}

/** Step SKILLS: what a teacher teaches, or what a student wants to learn; saving completes registration. */
export function SkillsStep(props: StepProps) {
  // A revisited step shows the subjects already saved.
  const saved = useSavedStepValues(props.profile);
  if (saved.isPending) return <Spinner />;
  return <SkillsForm {...props} skills={saved.data.skills} />;
}

function SkillsForm({ profile, onDone, skills }: StepProps & { skills: string[] }) {
  const { t } = useTranslation('registration');
  const client = useApiClient();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SkillsInput>({ resolver: zodResolver(SkillsInput), defaultValues: { skills } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onDone(await saveSkills(client, values));
    } catch (error) {
      applyFieldErrors(error, setError, ['skills']);
      setFormError(errorMessage(t, error));
    }
  });

  const legend = profile.role === 'ROLE_TEACHER' ? t('fields.skills-teacher') : t('fields.skills-student');
  return (
    <form className="registration-form" onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <SkillPicker
            legend={legend}
            value={field.value}
            onChange={field.onChange}
            error={fieldText(t, errors.skills?.message ?? errors.skills?.root?.message)}
          />
        )}
      />
      {profile.role === 'ROLE_TEACHER' ? <SubjectSuggestions /> : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {t('actions.finish')}
      </Button>
    </form>
  );
}
