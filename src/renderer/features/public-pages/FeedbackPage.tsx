import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { FeedbackInput } from '../../../shared/contracts/discovery';
import { FEEDBACK_KINDS } from '../../../shared/enums';
import { PATHS } from '../../app';
import { translateFieldError } from '../../i18n';
import { AlertIcon, Button, Card, TextField, useToast } from '../../ui';
import { PageHeader } from './PageHeader';
import { useSendFeedback } from './public-pages.queries';
import { RatingField } from './RatingField';
import { applyServerErrors } from './server-errors';
import './public-pages.css';

type FormInput = z.input<typeof FeedbackInput>;
type FormOutput = z.output<typeof FeedbackInput>;

const COMMENT_MAX = 2000;
const FIELDS = ['kind', 'email', 'comment', 'rating'] as const;

type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

const isKind = (value: string | null): value is FeedbackKind =>
  value !== null && (FEEDBACK_KINDS as readonly string[]).includes(value);

/**
 * Feedback: a subject we lack, an idea, or anything else, with an email to answer
 * and a 1–5 rating. `?kind=CATEGORY_REQUEST` preselects the kind (the categories page links so).
 */
export function FeedbackPage() {
  const { t } = useTranslation('pages');
  const toast = useToast();
  const [params] = useSearchParams();
  const send = useSendFeedback();
  const [formError, setFormError] = useState<string | null>(null);
  const commentId = useId();
  const initialKind = params.get('kind');
  const defaultValues: Partial<FormInput> = {
    kind: isKind(initialKind) ? initialKind : 'GENERAL',
    email: '',
    comment: '',
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(FeedbackInput), defaultValues });

  const fieldError = (key: string | undefined) => (key ? translateFieldError(t, key) : undefined);
  const comment = watch('comment') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await send.mutateAsync(values);
      toast.show({ kind: 'success', message: created.message });
      reset({ ...defaultValues, kind: values.kind });
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError, t));
    }
  });

  return (
    <div className="public-page">
      <PageHeader title={t('feedback.page.title')} lead={t('feedback.page.lead')} />
      <Card as="section" className="feedback-card" aria-labelledby="feedback-form-title">
        <h2 id="feedback-form-title" className="public-page__subtitle">
          {t('feedback.form.title')}
        </h2>
        {formError ? (
          <p className="public-page__error" role="alert">
            <AlertIcon />
            {formError}
          </p>
        ) : null}
        <form className="feedback-form" onSubmit={onSubmit} noValidate>
          <fieldset className="choice-group">
            <legend className="field__label">{t('feedback.form.kind.label')}</legend>
            <div className="choice-group__options">
              {FEEDBACK_KINDS.map((kind) => (
                <label key={kind} className="choice-card">
                  <input type="radio" value={kind} className="choice-card__input" {...register('kind')} />
                  <span className="choice-card__text">
                    <span className="choice-card__title">{t(`feedback.form.kind.${kind}.title`)}</span>
                    <span className="choice-card__hint">{t(`feedback.form.kind.${kind}.hint`)}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.kind?.message ? <p className="field__error">{fieldError(errors.kind.message)}</p> : null}
          </fieldset>
          <TextField
            label={t('feedback.form.email.label')}
            hint={t('feedback.form.email.hint')}
            type="email"
            autoComplete="email"
            required
            error={fieldError(errors.email?.message)}
            {...register('email')}
          />
          <RatingField
            label={t('feedback.form.rating.label')}
            value={watch('rating')}
            error={fieldError(errors.rating?.message)}
            onChange={(rating) => setValue('rating', rating, { shouldValidate: errors.rating !== undefined })}
          />
          <div className={errors.comment ? 'field field--invalid' : 'field'}>
            <label htmlFor={commentId} className="field__label">
              {t('feedback.form.comment.label')}
              <span className="field__required" title={t('ui:field.required-mark')}>
                {' *'}
              </span>
            </label>
            <textarea
              id={commentId}
              className="input textarea"
              rows={6}
              maxLength={COMMENT_MAX}
              required
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={`${commentId}-count${errors.comment ? ` ${commentId}-error` : ''}`}
              {...register('comment')}
            />
            <p id={`${commentId}-count`} className="field__hint">
              {t('feedback.form.comment.count', { length: comment.length, max: COMMENT_MAX })}
            </p>
            {errors.comment?.message ? (
              <p id={`${commentId}-error`} className="field__error">
                {fieldError(errors.comment.message)}
              </p>
            ) : null}
          </div>
          <div className="feedback-form__actions">
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? t('feedback.form.submitting') : t('feedback.form.submit')}
            </Button>
            <p className="feedback-form__note">
              {t('feedback.form.privacy-note')}{' '}
              <Link to={PATHS.privacy} className="link">
                {t('feedback.form.privacy-link')}
              </Link>
            </p>
          </div>
        </form>
      </Card>
    </div>
  );
}
