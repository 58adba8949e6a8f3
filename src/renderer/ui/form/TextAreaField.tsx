import type { Ref, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldFrame, useFieldIds, type FieldChrome } from '../Field';
import './form.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldChrome {
  /** Characters typed so far, for the counter and its warning near `maxChars`. */
  length?: number;
  /** Shows a counter; past 90 % of it the counter warns, past it the field is invalid. */
  maxChars?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line field in the kit's field chrome, with an optional character counter. */
export function TextAreaField({
  label,
  hint,
  error,
  hideLabel,
  length = 0,
  maxChars,
  id,
  className,
  ref,
  ...rest
}: TextAreaFieldProps) {
  const { t } = useTranslation('ui');
  const ids = useFieldIds(id);
  const countId = `${ids.id}-count`;
  const nearLimit = maxChars !== undefined && length > maxChars * 0.9;
  const over = maxChars !== undefined && length > maxChars;
  const described = [describedBy(ids, hint, error), maxChars ? countId : ''].filter(Boolean).join(' ');
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} hideLabel={hideLabel} required={rest.required}>
      <textarea
        ref={ref}
        id={ids.id}
        className={['input textarea-field', className].filter(Boolean).join(' ')}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={described || undefined}
        {...rest}
      />
      {maxChars ? (
        <p
          id={countId}
          className={nearLimit ? 'field__hint textarea-field__count is-warning' : 'field__hint textarea-field__count'}
        >
          {over ? t('field.too-long', { max: maxChars }) : t('field.count', { count: length, max: maxChars })}
        </p>
      ) : null}
    </FieldFrame>
  );
}
