import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TutorProfile, TutorReview, TutorReviewsPage } from '../../../shared/contracts/discovery';
import { useApiClient } from '../../app';
import { currentLanguage } from '../../i18n';
import { Button, useDisplayTimeZone } from '../../ui';
import { formatRating, StarIcon } from '../tutor-card';

async function fetchReviews(client: ReturnType<typeof useApiClient>, id: string, page: number, size: number) {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  return (await client.get<TutorReviewsPage>(`/users/v1/open/tutors/${encodeURIComponent(id)}/reviews?${query}`)).data;
}

const RATINGS = ['5', '4', '3', '2', '1'] as const;

/** "Софія Д." — the server sends the initial with or without its dot. */
const authorName = (review: TutorReview) =>
  `${review.author.firstName} ${review.author.lastNameInitial.replace(/\.?$/, '.')}`;

function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((value) => (
        <StarIcon key={value} size={16} className={value <= rating ? 'is-on' : undefined} />
      ))}
    </span>
  );
}

/** Reviews with ratings: the breakdown, the first page from the profile, more on demand. */
export function TutorReviews({ tutor }: { tutor: TutorProfile }) {
  const { t, i18n } = useTranslation('tutor');
  const language = currentLanguage(i18n);
  const timeZone = useDisplayTimeZone();
  const client = useApiClient();
  const [more, setMore] = useState<TutorReview[]>([]);
  const [page, setPage] = useState(tutor.reviews.page);
  const loadMore = useMutation({
    mutationFn: () => fetchReviews(client, tutor.id, page + 1, tutor.reviews.size),
    onSuccess: (next) => {
      setMore((current) => [...current, ...next.items]);
      setPage(next.page);
    },
  });
  const reviews = [...tutor.reviews.items, ...more];
  const total = tutor.reviews.total;
  const dateFormat = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'long', timeZone });

  return (
    <section className="tutor-section" aria-labelledby="tutor-reviews-title">
      <h2 id="tutor-reviews-title">{t('reviews.title')}</h2>
      {total === 0 ? (
        <p className="tutor-section__muted">{t('reviews.empty')}</p>
      ) : (
        <>
          <div className="review-summary">
            <p className="review-summary__score">
              <strong>{formatRating(tutor.rating, language)}</strong>
              <span>{t('reviews.count', { count: total })}</span>
            </p>
            <dl className="review-breakdown">
              {RATINGS.map((rating) => {
                const count = tutor.ratingBreakdown[rating] ?? 0;
                return (
                  <div key={rating}>
                    <dt>{t('reviews.stars', { count: Number(rating) })}</dt>
                    <dd>
                      <span className="review-breakdown__bar" aria-hidden="true">
                        <span style={{ width: `${total ? (count / total) * 100 : 0}%` }} />
                      </span>
                      <span>{count}</span>
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
          <ul className="review-list">
            {reviews.map((review) => (
              <li key={review.id}>
                <article className="review" aria-label={t('reviews.by', { name: authorName(review) })}>
                  <header className="review__head">
                    <strong>{authorName(review)}</strong>
                    <Stars rating={review.rating} />
                    <span className="visually-hidden">{t('reviews.rating', { rating: review.rating })}</span>
                    <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
                  </header>
                  <p>{review.comment}</p>
                </article>
              </li>
            ))}
          </ul>
          {reviews.length < total ? (
            <Button variant="secondary" disabled={loadMore.isPending} onClick={() => loadMore.mutate()}>
              {loadMore.isPending ? t('reviews.loading') : t('reviews.more')}
            </Button>
          ) : null}
          {loadMore.isError ? (
            <p role="alert" className="tutor-section__error">
              {t('reviews.error')}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
