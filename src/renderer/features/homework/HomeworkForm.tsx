import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  HomeworkBody,
  MAX_HOMEWORK_TASKS,
  TASK_PRIORITY_MAX,
  TASK_PRIORITY_MIN,
  type Homework,
} from '../../../shared/contracts/homework';
import { text } from '../../../shared/validation/text';
import { Button, Checkbox, Select, TextField } from '../../ui';
import { applyFieldErrors, errorMessage, fieldText } from '../../ui/form';

/** The shared body, with the due time as the browser's local date-time field gives it. */
const HomeworkFormSchema = HomeworkBody.omit({ dueAt: true }).extend({
  dueLocal: text().min(1, 'validation.time-required'),
});
type FormValues = z.input<typeof HomeworkFormSchema>;

const pad = (n: number) => String(n).padStart(2, '0');
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const emptyTask = { priority: 1, title: '', description: '', required: true };

/** Assign (or edit) homework: title, description, due time and at least one task. */
export function HomeworkForm({
  initial,
  onSave,
  onCancel,
}: {
  initial?: Homework;
  onSave: (body: HomeworkBody) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['homework', 'errors']);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(HomeworkFormSchema),
    defaultValues: initial
      ? {
          title: initial.title,
          description: initial.description ?? '',
          dueLocal: toLocalInput(initial.dueAt),
          tasks: initial.tasks.map((task) => ({
            id: task.id,
            priority: task.priority,
            title: task.title,
            description: task.description ?? '',
            required: task.required,
          })),
        }
      : {
          title: '',
          description: '',
          dueLocal: toLocalInput(new Date(Date.now() + 7 * 86_400_000).toISOString()),
          tasks: [emptyTask],
        },
  });
  const tasks = useFieldArray({ control, name: 'tasks' });
  const priorities = Array.from({ length: TASK_PRIORITY_MAX - TASK_PRIORITY_MIN + 1 }, (_, i) => ({
    value: String(i + TASK_PRIORITY_MIN),
    label: t('task.priority-value', { value: i + TASK_PRIORITY_MIN }),
  }));

  const onSubmit = handleSubmit(async ({ dueLocal, ...values }) => {
    setFormError(null);
    try {
      await onSave({ ...values, dueAt: new Date(dueLocal).toISOString() });
    } catch (error) {
      const placed = applyFieldErrors(error, setError, ['title', 'description', 'tasks']);
      const due = errorsFromServer(error, 'dueAt');
      if (due) setError('dueLocal', { message: due });
      if (!placed && !due) setFormError(errorMessage(t, error));
    }
  });

  return (
    <form className="homework-form" onSubmit={onSubmit} noValidate aria-label={t(initial ? 'form.edit' : 'form.title')}>
      <TextField label={t('form.name')} error={fieldText(t, errors.title?.message)} {...register('title')} />
      <label className="homework-textarea">
        <span>{t('form.description')}</span>
        <textarea rows={3} {...register('description')} />
      </label>
      <TextField
        type="datetime-local"
        label={t('form.due')}
        error={fieldText(t, errors.dueLocal?.message)}
        {...register('dueLocal')}
      />
      <fieldset className="homework-form__tasks">
        <legend>{t('form.tasks')}</legend>
        {tasks.fields.map((field, index) => (
          <div
            key={field.id}
            className="homework-form__task"
            role="group"
            aria-label={t('form.task-n', { n: index + 1 })}
          >
            <TextField
              label={t('form.task-title', { n: index + 1 })}
              error={fieldText(t, errors.tasks?.[index]?.title?.message)}
              {...register(`tasks.${index}.title`)}
            />
            <Select
              label={t('task.priority')}
              options={priorities}
              {...register(`tasks.${index}.priority`, { valueAsNumber: true })}
            />
            <label className="homework-textarea">
              <span>{t('form.task-description', { n: index + 1 })}</span>
              <textarea rows={2} {...register(`tasks.${index}.description`)} />
            </label>
            <Checkbox label={t('task.required')} {...register(`tasks.${index}.required`)} />
            {tasks.fields.length > 1 ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => tasks.remove(index)}>
                {t('form.remove-task', { n: index + 1 })}
              </Button>
            ) : null}
          </div>
        ))}
        {errors.tasks?.message || errors.tasks?.root?.message ? (
          <p role="alert" className="homework-error">
            {fieldText(t, errors.tasks.message ?? errors.tasks.root?.message)}
          </p>
        ) : null}
        {tasks.fields.length < MAX_HOMEWORK_TASKS ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => tasks.append(emptyTask)}>
            {t('form.add-task')}
          </Button>
        ) : null}
      </fieldset>
      {formError ? (
        <p role="alert" className="homework-error">
          {formError}
        </p>
      ) : null}
      <div className="homework-actions">
        <Button type="submit" disabled={isSubmitting}>
          {t(initial ? 'form.save' : 'form.assign')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function errorsFromServer(error: unknown, field: string): string | undefined {
  const details = (error as { details?: { fields?: Record<string, string> } }).details;
  return details?.fields?.[field];
}
