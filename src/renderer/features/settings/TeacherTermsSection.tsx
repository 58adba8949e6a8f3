import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  LESSON_TYPES,
  TeacherProfileInput,
  type TeacherProfile,
  type TeacherProfileValues,
} from '../../../shared/contracts/accounts';
import { useApiClient } from '../../app/api-context';
import { PATHS } from '../../app/paths';
import { Button, Checkbox, linkClassName, Select, Spinner } from '../../ui';
import { errorMessage, fieldText, FormAlert } from '../../ui/form';
import { formDefaults, PriceFields, profileKeys, saveTeacherProfile, useTeacherProfile } from '../profile';
import { useCurrencies } from '../reference';

type Part = 'lessons' | 'price';

function TermsForm({ profile, part }: { profile: TeacherProfile; part: Part }) {
  const { t } = useTranslation(['settings', 'profile']);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const currencies = useCurrencies();
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'success' } | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  const form = useForm<TeacherProfileInput, unknown, TeacherProfileValues>({
    resolver: zodResolver(TeacherProfileInput),
    defaultValues: formDefaults(profile),
  });
  const { register, formState } = form;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setMessage(null);
      try {
        queryClient.setQueryData(profileKeys.teacher, await saveTeacherProfile(client, values));
        setMessage({ text: t('terms.saved'), tone: 'success' });
      } catch (error) {
        setMessage({ text: errorMessage(t, error), tone: 'error' });
      }
    },
    // Fields of the full profile that this tab does not show are missing: finish the profile first.
    (errors) =>
      setIncomplete(Object.keys(errors).some((key) => !['lessonType', 'rateMinor', 'currency'].includes(key))),
  );

  return (
    <form className="settings-form" onSubmit={onSubmit} noValidate>
      {incomplete ? (
        <p className="form-message form-message--error" role="alert">
          {t('terms.incomplete')}{' '}
          <Link to={PATHS.profileEdit} className={linkClassName()}>
            {t('terms.open-profile')}
          </Link>
        </p>
      ) : null}
      <FormAlert message={message?.text ?? null} tone={message?.tone} />
      {part === 'lessons' ? (
        <>
          <Select
            label={t('terms.lesson-type')}
            options={LESSON_TYPES.map((type) => ({ value: type, label: t(`profile:lesson-type.${type}`) }))}
            error={fieldText(t, formState.errors.lessonType?.message)}
            {...register('lessonType')}
          />
          <Checkbox label={t('terms.free-first-lesson')} {...register('freeFirstLesson')} />
        </>
      ) : (
        <PriceFields
          form={form}
          currencies={(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} (${c.symbol})` }))}
        />
      )}
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('terms.save')}
      </Button>
    </form>
  );
}

/** Lessons (type, free first lesson) and price (currency, rate): parts of the teacher profile. */
export function TeacherTermsSection({ part }: { part: Part }) {
  const { t } = useTranslation('settings');
  const profile = useTeacherProfile();
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <FormAlert message={errorMessage(t, profile.error)} />;
  return <TermsForm profile={profile.data} part={part} />;
}
