import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddLessonReviewBody } from '../../../../shared/contracts/lessons';
import { translateFieldError } from '../../../i18n/field-error';
import { Button, Select, useToast } from '../../../ui';
import { requestErrorText } from '../../requests';
import { useAddLessonReview, useLessonReviews } from '../lessons.queries';
import type { LessonTabProps } from './lesson-tabs';

/** Reviews: both sides' reviews, and the form while the viewer may still leave theirs. */
export function LessonReviewsTab({ lesson }: LessonTabProps) {
  const { t } = useTranslation(['lessons', 'requests', 'validation']);
  const toast = useToast();
  const reviews = useLessonReviews(lesson.id);
  const add = useAddLessonReview(lesson.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ rating: number; comment: string }>({
    resolver: zodResolver(AddLessonReviewBody),
    defaultValues: { rating: 5, comment: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      reset();
      toast.show({ kind: 'success', message: t('lessons:reviews.sent') });
    } catch (error) {
      toast.show({ kind: 'error', message: requestErrorText(t, error) });
    }
  });
  const canReview = lesson.allowedActions.includes('ADD_REVIEW');
  const items = reviews.data?.items ?? [];
  return (
    <div className="lesson-reviews">
      {items.length === 0 && !canReview && <p>{t('lessons:reviews.none')}</p>}
      <ul className="lesson-reviews__list">
        {items.map((r) => (
          <li key={r.authorRole} className="lesson-reviews__item">
            <p className="lesson-reviews__head">
              <strong>
                {r.author.firstName} {r.author.lastName}
              </strong>{' '}
              <span aria-label={t('lessons:reviews.rating-of', { rating: r.rating })}>
                {'★'.repeat(r.rating)}
                {'☆'.repeat(5 - r.rating)}
              </span>
            </p>
            <p>{r.comment}</p>
          </li>
        ))}
      </ul>
      {canReview && (
        <form className="lesson-reviews__form" onSubmit={onSubmit} noValidate>
          <h3>{t(lesson.viewerRole === 'tutor' ? 'lessons:reviews.of-student' : 'lessons:reviews.of-tutor')}</h3>
          <Select
            label={t('lessons:reviews.rating')}
            options={[5, 4, 3, 2, 1].map((n) => ({
              value: String(n),
              label: t('lessons:reviews.stars', { count: n }),
            }))}
            error={errors.rating?.message ? translateFieldError(t, errors.rating.message) : undefined}
            {...register('rating', { valueAsNumber: true })}
          />
          <label className="field">
            <span className="field__label">{t('lessons:reviews.comment')}</span>
            <textarea
              className="input lesson-reviews__comment"
              rows={4}
              required
              aria-invalid={errors.comment ? true : undefined}
              {...register('comment')}
            />
            {errors.comment?.message && (
              <span className="field__error" role="alert">
                {translateFieldError(t, errors.comment.message)}
              </span>
            )}
          </label>
          <Button type="submit" disabled={add.isPending}>
            {t('lessons:reviews.submit')}
          </Button>
        </form>
      )}
    </div>
  );
}
