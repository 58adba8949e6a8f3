import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../shared/errors';

/** Google's signing keys; tests pass a local key set instead (AppDeps.googleKeys). */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export type GoogleKeySet = JWTVerifyGetKey;

export function createGoogleKeySet(): GoogleKeySet {
  // jose caches the keys and refetches on an unknown `kid`, so Google's rotation needs nothing.
  return createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Verifies a Google ID token (OIDC): signature against Google's keys, issuer, audience (our
 * GOOGLE_CLIENT_ID) and expiry on our clock. Only a Google-verified email is trusted, since the
 * account is matched by it. Any failure is INVALID_CREDENTIALS; a missing client id means the
 * feature is off.
 */
export async function verifyGoogleIdToken(
  idToken: string,
  options: { clientId: string | null; keys: GoogleKeySet; now: () => number },
): Promise<GoogleIdentity> {
  // Not configured is a fact about this server, not an outage: 501, not the 503 of a timeout.
  if (!options.clientId) throw new AppError('GOOGLE_SIGN_IN_NOT_CONFIGURED');
  try {
    const { payload } = await jwtVerify(idToken, options.keys, {
      issuer: GOOGLE_ISSUERS,
      audience: options.clientId,
      currentDate: new Date(options.now()),
      algorithms: ['RS256'],
    });
    const email = typeof payload.email === 'string' ? payload.email : null;
    if (!payload.sub || !email || payload.email_verified !== true) throw new AppError('INVALID_CREDENTIALS');
    const given = typeof payload.given_name === 'string' ? payload.given_name : '';
    const family = typeof payload.family_name === 'string' ? payload.family_name : '';
    return { subject: payload.sub, email, firstName: given || email.split('@')[0] || 'User', lastName: family || '-' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof joseErrors.JWKSTimeout) throw new AppError('GOOGLE_SIGN_IN_UNAVAILABLE');
    if (error instanceof joseErrors.JOSEError) throw new AppError('INVALID_CREDENTIALS');
    // Google's key endpoint unreachable: not the user's fault, and not their credentials.
    throw new AppError('GOOGLE_SIGN_IN_UNAVAILABLE');
  }
}
