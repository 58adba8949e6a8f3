import type { InputHTMLAttributes } from 'react';
import { RichInline } from './RichHtml';

interface ChoiceOptionProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type: 'radio' | 'checkbox';
  id: string;
  symbol: string;
  content: string;
}

/** One lettered option: the native control carries the state, the whole card is its label. */
export function ChoiceOption({ type, id, symbol, content, checked, disabled, ...rest }: ChoiceOptionProps) {
  const classes = ['choice', checked ? 'choice--checked' : '', disabled ? 'choice--disabled' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      <input id={id} type={type} className="choice__input" checked={checked} disabled={disabled} {...rest} />
      <label htmlFor={id} className="choice__label">
        <span className="choice__symbol" aria-hidden="true">
          {symbol}
        </span>
        <span className="visually-hidden">{symbol}. </span>
        <RichInline html={content} className="choice__content" />
      </label>
    </li>
  );
}
