import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TrialRequestInput, type TrialRequestValues } from '../../../../shared/contracts/discovery/public-forms.schema';
import { TIMES_OF_DAY } from '../../../../shared/enums';
import { isApiError } from '../../../api';
import { useApiClient } from '../../../app';
import { translateFieldError } from '../../../i18n';
import { Button, Checkbox, Select, TextField, useToast } from '../../../ui';
import { useCategories } from '../../reference';
import './trial-lesson.css';

export const TRIAL_REQUESTS_PATH = '/users/v1/open/trial-requests';

type FormValues = TrialRequestInput;
const FIELDS = ['name', 'phone', 'subject', 'preferredTime', 'comment', 'consent'] as const;

/**
 * The home page's trial-lesson callback form (every required field). The shared
 * zod schema validates it before sending, the same one the server applies; the server's own
 * field errors land on the same fields, and its confirmation shows as a toast.
 */
export function TrialLessonForm() {
  const { t } = useTranslation(['trial', 'validation']);
  const client = useApiClient();
  const toast = useToast();
  const categories = useCategories();
  const commentId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, TrialRequestValues>({
    resolver: zodResolver(TrialRequestInput),
    defaultValues: { name: '', phone: '', subject: '', comment: '' },
  });

  const send = useMutation({
    mutationFn: async (values: TrialRequestValues) =>
      (await client.post<{ id: string; message: string }>(TRIAL_REQUESTS_PATH, values)).data,
    onSuccess: (created) => {
      toast.show({ kind: 'success', message: created.message });
      reset();
    },
    onError: (error) => {
      const fields = isApiError(error) ? (error.details?.fields as Record<string, string> | undefined) : undefined;
      if (fields) {
        for (const [field, key] of Object.entries(fields)) {
          if ((FIELDS as readonly string[]).includes(field))
            setError(field as (typeof FIELDS)[number], { message: key });
        }
      }
      const code = isApiError(error) ? error.code : 'INTERNAL_ERROR';
      toast.show({ kind: 'error', message: t(`errors:${code}`, { defaultValue: t('errors:INTERNAL_ERROR') }) });
    },
  });

  const fieldError = (key: string | undefined) => (key ? translateFieldError(t, key) : undefined);

  return (
    <section id="trial-lesson" className="trial-lesson" aria-labelledby="trial-lesson-title">
      <div className="trial-lesson__text">
        <h2 id="trial-lesson-title">{t('form.title')}</h2>
        <p>{t('form.lead')}</p>
      </div>
      <form className="trial-lesson__form" onSubmit={handleSubmit((values) => send.mutate(values))} noValidate>
        <TextField
          label={t('form.name')}
          autoComplete="name"
          required
          error={fieldError(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('form.phone')}
          hint={t('form.phone-hint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          error={fieldError(errors.phone?.message)}
          {...register('phone')}
        />
        <Select
          label={t('form.subject')}
          placeholder={t('form.subject-placeholder')}
          options={(categories.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          required
          error={fieldError(errors.subject?.message)}
          {...register('subject')}
        />
        <Select
          label={t('form.time')}
          placeholder={t('form.time-placeholder')}
          options={TIMES_OF_DAY.map((time) => ({ value: time, label: t(`form.times.${time}`) }))}
          required
          error={fieldError(errors.preferredTime?.message)}
          {...register('preferredTime')}
        />
        <div className={errors.comment ? 'field field--invalid' : 'field'}>
          <label htmlFor={commentId} className="field__label">
            {t('form.comment')}
          </label>
          <textarea
            id={commentId}
            className="input trial-lesson__comment"
            rows={3}
            maxLength={1000}
            aria-invalid={errors.comment ? true : undefined}
            {...register('comment')}
          />
          {errors.comment ? <p className="field__error">{fieldError(errors.comment.message)}</p> : null}
        </div>
        <Checkbox label={t('form.consent')} error={fieldError(errors.consent?.message)} {...register('consent')} />
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? t('form.sending') : t('form.submit')}
        </Button>
      </form>
    </section>
  );
}
