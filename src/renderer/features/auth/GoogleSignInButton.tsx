import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignUpRole } from '../../../shared/contracts/accounts';
import type { TokenPair } from '../../../shared/contracts/accounts/claims';
import { useApiClient } from '../../app/api-context';
import { googleSignIn, useAuthConfig } from './auth.api';
import { errorMessage } from '../../ui/form';

/*
 * Third-party sign-in: Google Identity Services' own button, shown only when
 * the server exposes a client id (GET /open/auth/config); otherwise nothing is rendered and the
 * Google script is never loaded. The ID token goes to POST /open/auth/google; with `role` an
 * unknown account is created (register), without it the server answers NOT_REGISTERED (login).
 */

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

function loadGoogle(): Promise<GoogleIdentity> {
  const existing = (window as unknown as { google?: GoogleIdentity }).google;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.append(script);
  });
}

export interface GoogleSignInButtonProps {
  role?: SignUpRole;
  onSignedIn: (pair: TokenPair) => void;
  onError: (message: string) => void;
}

export function GoogleSignInButton({ role, onSignedIn, onError }: GoogleSignInButtonProps) {
  const { t, i18n } = useTranslation('auth');
  const client = useApiClient();
  const config = useAuthConfig();
  const holder = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const clientId = config.data?.googleClientId ?? null;
  const latest = useRef({ role, onSignedIn, onError });
  latest.current = { role, onSignedIn, onError };

  useEffect(() => {
    if (!clientId || !holder.current) return;
    let cancelled = false;
    loadGoogle().then(
      (google) => {
        if (cancelled || !holder.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (!credential) return;
            const { role: chosen, onSignedIn: done, onError: fail } = latest.current;
            googleSignIn(client, { idToken: credential, ...(chosen ? { role: chosen } : {}) }).then(done, (error) =>
              fail(errorMessage(t, error)),
            );
          },
        });
        google.accounts.id.renderButton(holder.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: role ? 'signup_with' : 'signin_with',
          locale: i18n.language,
          width: 280,
        });
      },
      () => !cancelled && setUnavailable(true),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, client, role, t, i18n.language]);

  if (!clientId) return null;
  return (
    <div className="auth-page__google">
      <p className="auth-page__divider">{t('google.or')}</p>
      {unavailable ? <p className="auth-page__hint">{t('errors:GOOGLE_SIGN_IN_UNAVAILABLE')}</p> : null}
      <div ref={holder} aria-label={t('google.label')} />
    </div>
  );
}
