import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';
import { toastDurationMs } from './toast-duration';
import './toast.css';

/*
 * Global toasts (top-right; 3 s at ≤768 px, else 5 s). A plain React context:
 * the list is tiny and short-lived, and the shell must not pull MobX into the first page.
 * The duration is fixed when a toast is shown, so resizing does not stretch a visible toast.
 */

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastInput {
  message: string;
  kind?: ToastKind;
}

interface ToastEntry {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(toast: ToastInput): number;
  dismiss(id: number): void;
}

/** More would push the page's content out of sight on a phone. */
const MAX_VISIBLE = 3;

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
  /** Viewport width at the moment a toast is shown; tests pass their own. */
  getViewportWidth?: () => number;
}

export function ToastProvider({ children, getViewportWidth = () => window.innerWidth }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);
  const widthRef = useRef(getViewportWidth);
  widthRef.current = getViewportWidth;

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((input: ToastInput) => {
    nextId.current += 1;
    const entry: ToastEntry = {
      id: nextId.current,
      message: input.message,
      kind: input.kind ?? 'info',
      durationMs: toastDurationMs(widthRef.current()),
    };
    setToasts((list) => [...list.slice(-(MAX_VISIBLE - 1)), entry]);
    return entry.id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

/** The app's toasts; throws outside ToastProvider so a missing provider is found at once. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

function ToastRegion({ toasts, onDismiss }: { toasts: ToastEntry[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('ui');
  // The region exists before any toast, so screen readers are already listening when one arrives.
  return (
    <section className="toast-region" aria-label={t('toast.region.label')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} dismissLabel={t('toast.dismiss.label')} />
      ))}
    </section>
  );
}

function ToastItem({
  toast,
  onDismiss,
  dismissLabel,
}: {
  toast: ToastEntry;
  onDismiss: (id: number) => void;
  dismissLabel: string;
}) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);

  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <span className="toast__icon" aria-hidden="true">
        {toast.kind === 'info' ? <InfoIcon /> : toast.kind === 'success' ? <CheckIcon /> : <AlertIcon />}
      </span>
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="toast__dismiss"
        aria-label={dismissLabel}
        title={dismissLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
