import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LESSON_TYPES } from '../../../shared/contracts/accounts';
import { KNOWLEDGE_LEVELS } from '../../../shared/enums';
import { Checkbox, Select, TextField } from '../../ui';
import { fieldText } from '../../ui/form';
import { useCurrencies } from '../reference';
import { SkillPicker, SubjectSuggestions } from '../profile-fields';
import { EditorSection } from './EditorSection';
import type { TeacherForm } from './teacher-form';
import { browserTimeZone } from './time-zones';
import { timeZoneGroups } from './time-zone-groups';
import { useTimeZoneOptions } from './use-time-zone-options';

/** Skills, level, lesson type, price per lesson, free first lesson and working hours. */
export function TeachingSection({ form }: { form: TeacherForm }) {
  const { t } = useTranslation(['profile', 'time-zones']);
  const currencies = useCurrencies();
  const { control, register, formState } = form;
  const { errors } = formState;
  const f = (key: string | undefined) => fieldText(t, key);
  const storedZone = formState.defaultValues?.timezone ?? '';
  const zoneOptions = useTimeZoneOptions([storedZone, browserTimeZone()]);
  const groups = useMemo(() => timeZoneGroups(t, zoneOptions), [t, zoneOptions]);
  return (
    <EditorSection title={t('sections.teaching')}>
      <Controller
        control={control}
        name="skills"
        render={({ field }) => (
          <SkillPicker
            legend={t('fields.skills')}
            value={field.value}
            onChange={field.onChange}
            error={f(errors.skills?.message)}
          />
        )}
      />
      <SubjectSuggestions />
      <div className="form-row">
        <Select
          label={t('fields.level')}
          placeholder={t('fields.choose')}
          required
          options={KNOWLEDGE_LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }))}
          error={f(errors.level?.message)}
          {...register('level')}
        />
        <Select
          label={t('fields.lesson-type')}
          placeholder={t('fields.choose')}
          required
          options={LESSON_TYPES.map((type) => ({ value: type, label: t(`lesson-type.${type}`) }))}
          error={f(errors.lessonType?.message)}
          {...register('lessonType')}
        />
      </div>
      <PriceFields
        form={form}
        currencies={(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} (${c.symbol})` }))}
      />
      <div className="form-row">
        <TextField
          label={t('fields.working-from')}
          type="time"
          required
          error={f(errors.workingFrom?.message)}
          {...register('workingFrom')}
        />
        <TextField
          label={t('fields.working-to')}
          type="time"
          required
          error={f(errors.workingTo?.message)}
          {...register('workingTo')}
        />
      </div>
      <Select
        label={t('fields.timezone')}
        hint={t('fields.timezone-hint')}
        options={[]}
        groups={groups}
        error={f(errors.timezone?.message)}
        {...register('timezone')}
      />
      <Checkbox label={t('fields.free-first-lesson')} {...register('freeFirstLesson')} />
    </EditorSection>
  );
}

/** Currency and the rate per lesson, typed in whole units and stored in minor units (kopiykas). */
export function PriceFields({
  form,
  currencies,
}: {
  form: TeacherForm;
  currencies: { value: string; label: string }[];
}) {
  const { t } = useTranslation('profile');
  const { control, register, formState } = form;
  return (
    <div className="form-row">
      <Select
        key={currencies.length > 0 ? 'ready' : 'loading'}
        label={t('fields.currency')}
        options={currencies}
        {...register('currency')}
      />
      <Controller
        control={control}
        name="rateMinor"
        render={({ field }) => (
          <TextField
            label={t('fields.rate')}
            hint={t('fields.rate-hint')}
            type="number"
            inputMode="decimal"
            min={1}
            required
            value={typeof field.value === 'number' && !Number.isNaN(field.value) ? String(field.value / 100) : ''}
            error={fieldText(t, formState.errors.rateMinor?.message)}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? undefined : Math.round(Number(event.target.value) * 100))
            }
          />
        )}
      />
    </div>
  );
}
