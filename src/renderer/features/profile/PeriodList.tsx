import { Controller, useFieldArray, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TeacherProfileInput } from '../../../shared/contracts/accounts';
import { Button, Checkbox, TextField } from '../../ui';
import { fieldText } from '../../ui/form';
import { EditorSection } from './EditorSection';
import type { TeacherForm } from './teacher-form';

type ListName = 'education' | 'experience';
const NAMES = {
  education: { main: 'institution', extra: 'degree' },
  experience: { main: 'position', extra: 'place' },
} as const;
type Path = FieldPath<TeacherProfileInput>;
/** An empty year field: the form holds undefined until the tutor types one. */
const NO_YEAR = undefined as unknown as number;

/** Education or experience entries: from, to or 'till now'. */
export function PeriodList({ form, name }: { form: TeacherForm; name: ListName }) {
  const { t } = useTranslation('profile');
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name });
  const { main, extra } = NAMES[name];
  const rowErrors = formState.errors[name] as unknown as
    Record<string, Record<string, { message?: string }>> | undefined;
  const f = (index: number, key: string) => fieldText(t, rowErrors?.[index]?.[key]?.message);

  return (
    <EditorSection title={t(`sections.${name}`)}>
      {fields.length === 0 ? <p className="editor-section__empty">{t(`${name}.empty`)}</p> : null}
      <ol className="period-list">
        {fields.map((field, index) => (
          <li key={field.id} className="period-list__item">
            <div className="form-row">
              <TextField
                label={t(`${name}.${main}`)}
                required
                error={f(index, main)}
                {...register(`${name}.${index}.${main}` as Path)}
              />
              <TextField label={t(`${name}.${extra}`)} {...register(`${name}.${index}.${extra}` as Path)} />
            </div>
            <div className="form-row period-list__years">
              <TextField
                label={t('period.from')}
                type="number"
                inputMode="numeric"
                required
                error={f(index, 'fromYear')}
                {...register(`${name}.${index}.fromYear` as Path, { valueAsNumber: true })}
              />
              <Controller
                control={control}
                name={`${name}.${index}.toYear` as Path}
                render={({ field: to }) => (
                  <div className="period-list__to">
                    <TextField
                      label={t('period.to')}
                      type="number"
                      inputMode="numeric"
                      disabled={to.value === null}
                      value={to.value === null || to.value === undefined ? '' : String(to.value)}
                      error={f(index, 'toYear')}
                      onChange={(event) =>
                        to.onChange(event.target.value === '' ? undefined : Number(event.target.value))
                      }
                    />
                    <Checkbox
                      label={t('period.till-now')}
                      checked={to.value === null}
                      onChange={(event) => to.onChange(event.target.checked ? null : NO_YEAR)}
                    />
                  </div>
                )}
              />
            </div>
            <Button variant="ghost" size="sm" onClick={() => remove(index)}>
              {t(`${name}.remove`)}
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          append(
            // Years start empty and the schema requires them: years the tutor never entered
            // were saved and published as theirs.
            name === 'education'
              ? { institution: '', degree: null, fromYear: NO_YEAR, toYear: NO_YEAR }
              : { position: '', place: null, fromYear: NO_YEAR, toYear: NO_YEAR },
          )
        }
      >
        {t(`${name}.add`)}
      </Button>
    </EditorSection>
  );
}
