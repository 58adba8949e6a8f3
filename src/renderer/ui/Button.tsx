import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './controls.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Class names of a button, so router links can look like buttons without nesting controls. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['button', `button--${variant}`, `button--${size}`, extra].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shown before the label; decorative. */
  icon?: ReactNode;
  /** Stretches to the container's width. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  block,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, [block ? 'button--block' : '', className].filter(Boolean).join(' '))}
      {...rest}
    >
      {icon}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'secondary';
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ label, icon, variant = 'ghost', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={['icon-button', `icon-button--${variant}`, className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon}
    </button>
  );
}

/** Link styles for anchors and router links outside running text. */
export function linkClassName(tone: 'default' | 'muted' = 'default'): string {
  return tone === 'muted' ? 'link link--muted' : 'link';
}
