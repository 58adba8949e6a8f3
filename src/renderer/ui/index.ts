/* The design system's public surface (DESIGN.md "ui/"). Tokens live in ../styles/tokens.css. */
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
  type SelectOption,
  type SelectProps,
  type TextFieldProps,
} from './Field';
export { Dialog, type DialogProps } from './Dialog';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { ToastProvider, useToast, type ToastApi, type ToastInput, type ToastKind } from './Toast';
export { toastDurationMs } from './toast-duration';
export * from './icons';
export { SERVER_RENDER_TIME_ZONE, useDisplayTimeZone, useHydrated } from './use-hydrated';
