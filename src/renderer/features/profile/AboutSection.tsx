import { useTranslation } from 'react-i18next';
import { TEACHER_PROFILE_LIMITS as L } from '../../../shared/validation/teacher-profile';
import { TextField } from '../../ui';
import { fieldText, TextAreaField } from '../../ui/form';
import { EditorSection } from './EditorSection';
import { orNull, type TeacherForm } from './teacher-form';

/** Title (specialisation), about and why-me, with their character limits. */
export function AboutSection({ form }: { form: TeacherForm }) {
  const { t } = useTranslation('profile');
  const { register, watch, formState } = form;
  const { errors } = formState;
  const f = (key: string | undefined) => fieldText(t, key);
  return (
    <EditorSection title={t('sections.about')}>
      <TextField
        label={t('fields.title')}
        hint={t('fields.title-hint')}
        required
        maxLength={L.titleMax}
        error={f(errors.title?.message)}
        {...register('title')}
      />
      <TextAreaField
        label={t('fields.about')}
        required
        rows={6}
        maxChars={L.aboutMax}
        length={(watch('about') ?? '').length}
        error={f(errors.about?.message)}
        {...register('about')}
      />
      <TextAreaField
        label={t('fields.why-me')}
        rows={4}
        maxChars={L.whyMeMax}
        length={(watch('whyMe') ?? '').length}
        error={f(errors.whyMe?.message)}
        {...register('whyMe', { setValueAs: orNull })}
      />
    </EditorSection>
  );
}
