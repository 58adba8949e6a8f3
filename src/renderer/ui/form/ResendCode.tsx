import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { errorMessage, retryAfterSeconds } from './form-errors';
import './form.css';

export interface ResendCodeProps {
  /** Seconds until the first resend is allowed (the server's resendAfterSeconds). */
  initialWait: number;
  /** Asks for a new code; resolves to the next wait in seconds. */
  onResend: () => Promise<number>;
}

/**
 * "Send the code again" with the server's rate limit shown as a countdown: the button waits out
 * the cooldown, and a 429 restarts it with the server's retryAfterSeconds and says why.
 */
export function ResendCode({ initialWait, onResend }: ResendCodeProps) {
  const { t } = useTranslation('ui');
  const [wait, setWait] = useState(initialWait);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  async function resend() {
    setBusy(true);
    setNote(null);
    try {
      setWait(await onResend());
      setNote({ text: t('resend-code.sent'), error: false });
    } catch (error) {
      const retry = retryAfterSeconds(error);
      if (retry) setWait(retry);
      setNote({ text: errorMessage(t, error), error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="resend-code">
      <Button variant="ghost" size="sm" disabled={busy || wait > 0} onClick={() => void resend()}>
        {t('resend-code.button')}
      </Button>
      {wait > 0 ? (
        <p className="resend-code__hint" aria-live="polite">
          {t('resend-code.wait', { count: wait })}
        </p>
      ) : null}
      {note ? (
        <p className={note.error ? 'field__error' : 'resend-code__hint'} role={note.error ? 'alert' : 'status'}>
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
