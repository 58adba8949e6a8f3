import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  /** Characters typed so far, for the max-length warning. */
  length?: number;
  maxChars?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled textarea in the UI kit's field chrome, with a character counter near the limit. */
export function TextAreaField({ label, error, length = 0, maxChars, id, ref, required, ...rest }: TextAreaFieldProps) {
  const { t } = useTranslation('profile');
  const generated = useId();
  const fieldId = id ?? generated;
  const nearLimit = maxChars !== undefined && length > maxChars * 0.9;
  const over = maxChars !== undefined && length > maxChars;
  const described = [error ? `${fieldId}-error` : '', maxChars ? `${fieldId}-count` : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={fieldId} className="field__label">
        {label}
        {required ? <span className="field__required"> *</span> : null}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        className="input textarea"
        aria-invalid={error || over ? true : undefined}
        aria-describedby={described || undefined}
        required={required}
        {...rest}
      />
      {maxChars ? (
        <p
          id={`${fieldId}-count`}
          className={nearLimit ? 'field__hint textarea__count is-warning' : 'field__hint textarea__count'}
        >
          {over ? t('fields.too-long', { max: maxChars }) : t('fields.count', { count: length, max: maxChars })}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
