import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS } from '../../../shared/enums';
import { Button, Select } from '../../ui';
import { fieldText } from '../../ui/form';
import { useLanguages } from '../reference';
import { EditorSection } from './EditorSection';
import type { TeacherForm } from './teacher-form';

/** Spoken languages, each with one of six levels; at least one is required. */
export function LanguagesSection({ form }: { form: TeacherForm }) {
  const { t } = useTranslation('profile');
  const languages = useLanguages();
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'languages' });
  const options = (languages.data ?? []).map((language) => ({ value: language.code, label: language.name }));
  const levels = LANGUAGE_LEVELS.map((level) => ({ value: level, label: t(`language-level.${level}`) }));
  const listError = formState.errors.languages?.message ?? formState.errors.languages?.root?.message;

  return (
    <EditorSection title={t('sections.languages')}>
      <ol className="period-list">
        {fields.map((field, index) => (
          <li key={field.id} className="period-list__item language-row">
            <Select
              key={languages.data ? 'ready' : 'loading'}
              label={t('languages.language')}
              options={options}
              {...register(`languages.${index}.code`)}
            />
            <Select label={t('languages.level')} options={levels} {...register(`languages.${index}.level`)} />
            <Button variant="ghost" size="sm" onClick={() => remove(index)}>
              {t('languages.remove')}
            </Button>
          </li>
        ))}
      </ol>
      {listError ? (
        <p className="field__error" role="alert">
          {fieldText(t, listError)}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          append({
            code: options.find((o) => !fields.some((f) => f.code === o.value))?.value ?? 'uk',
            level: 'native speaker',
          })
        }
      >
        {t('languages.add')}
      </Button>
    </EditorSection>
  );
}
