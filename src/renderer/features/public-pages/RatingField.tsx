import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const STARS = [1, 2, 3, 4, 5] as const;

export interface RatingFieldProps {
  label: string;
  value: number | undefined;
  onChange: (rating: number) => void;
  /** Translated error text. */
  error?: string;
}

/**
 * 1–5 stars as a native radio group: arrow keys move between stars, each star is named by its
 * meaning ("4 — good"), and the stars up to the chosen one are filled.
 */
export function RatingField({ label, value, onChange, error }: RatingFieldProps) {
  const { t } = useTranslation('pages');
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={error ? 'rating-field field--invalid' : 'rating-field'}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {label}
        <span className="field__required" title={t('ui:field.required-mark')}>
          {' *'}
        </span>
      </legend>
      <div className="rating-field__stars">
        {STARS.map((star) => (
          <label key={star} className="rating-field__star" data-filled={value !== undefined && star <= value}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="rating-field__input"
            />
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
            </svg>
            <span className="visually-hidden">{t(`feedback.form.rating.option-${star}`)}</span>
          </label>
        ))}
        <span className="rating-field__caption" aria-hidden="true">
          {value ? t(`feedback.form.rating.option-${value}`) : t('feedback.form.rating.none')}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
