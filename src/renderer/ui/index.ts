/*
 * The design system's public surface (DESIGN.md "ui/"). Tokens live in ../styles/tokens.css.
 * Dialog and Tabs are imported from their own files ('../../ui/Dialog'): only lazily loaded
 * screens use them, and exported here they would ride in the shell chunk of every first load.
 */
export {
  Button,
  buttonClassName,
  IconButton,
  linkClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type IconButtonProps,
} from './Button';
export { Card, EmptyState, Spinner, type CardProps, type EmptyStateProps, type SpinnerProps } from './Card';
export {
  Checkbox,
  Select,
  TextField,
  type CheckboxProps,
  type SelectGroup,
  type SelectOption,
  type SelectProps,
  type TextFieldProps,
} from './Field';
export { ToastProvider, useToast, type ToastApi, type ToastInput, type ToastKind } from './Toast';
export { toastDurationMs } from './toast-duration';
export * from './icons';
export { SERVER_RENDER_TIME_ZONE, useDisplayTimeZone, useHydrated } from './use-hydrated';
