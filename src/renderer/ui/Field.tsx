import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import './controls.css';

/*
 * Every field has a visible label, an optional hint and an error text tied to the control with
 * aria-describedby, and aria-invalid while in error, so E2E and screen readers find it by label.
 */

export interface FieldChrome {
  label: string;
  hint?: string;
  /** Translated error text; its presence marks the field invalid. */
  error?: string;
  /** Visually hides the label (it still names the control). */
  hideLabel?: boolean;
}

export function useFieldIds(explicitId: string | undefined) {
  const generated = useId();
  const id = explicitId ?? generated;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

export function describedBy(ids: ReturnType<typeof useFieldIds>, hint?: string, error?: string): string | undefined {
  return [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldFrame({
  ids,
  label,
  hint,
  error,
  hideLabel,
  required,
  children,
}: FieldChrome & { ids: ReturnType<typeof useFieldIds>; required?: boolean; children: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={ids.id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
        {required ? (
          <span className="field__required" title={t('field.required-mark')}>
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldChrome {
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, hideLabel, id, className, ref, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} hideLabel={hideLabel} required={rest.required}>
      <input
        ref={ref}
        id={ids.id}
        className={['input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...rest}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading (`<optgroup>`), after the ungrouped ones. */
export interface SelectGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldChrome {
  options: readonly SelectOption[];
  groups?: readonly SelectGroup[];
  /** A first, empty option ("Choose …"). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  hint,
  error,
  hideLabel,
  id,
  options,
  groups,
  placeholder,
  className,
  ref,
  ...rest
}: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} hideLabel={hideLabel} required={rest.required}>
      <select
        ref={ref}
        id={ids.id}
        className={['input select', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, error, id, className, ref, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['checkbox', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <input
        ref={ref}
        type="checkbox"
        id={ids.id}
        className="checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
        {...rest}
      />
      <label htmlFor={ids.id} className="checkbox__label">
        {label}
      </label>
      {error ? (
        <p id={ids.errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
