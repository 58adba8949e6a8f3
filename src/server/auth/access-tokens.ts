import { createSecretKey } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AccessTokenClaims } from '../../shared/contracts/accounts/claims';
import type { Role } from '../../shared/enums';
import { AppError } from '../../shared/errors';

export interface AccessTokenSubject {
  id: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  /**
   * The session (refresh-token family) this token belongs to. Every token the sessions service
   * signs carries one, so logging out of that session ends the token at once (plugins/auth).
   */
  sessionId?: string;
}

export interface AccessTokens {
  sign(subject: AccessTokenSubject): Promise<string>;
  /** Verified claims, or AppError SESSION_EXPIRED / UNAUTHORIZED. */
  verify(token: string): Promise<AccessTokenClaims>;
}

/**
 * Short-lived HS256 access tokens. They are deliberately short (15 minutes by default): the
 * client refreshes after every successful response, so an active user never notices.
 * A signature alone is not enough: plugins/auth also asks the session check whether the user and
 * the token's session are still live, so a revoked session stops working at once.
 */
export function createAccessTokens(options: {
  secret: Uint8Array;
  ttlSeconds: number;
  now?: () => number;
}): AccessTokens {
  const now = options.now ?? (() => Date.now());
  const issuer = 'repetytor';
  // A KeyObject, which jose turns into a CryptoKey once and caches; given raw bytes, it imports
  // the HMAC key again on every call.
  const key = createSecretKey(options.secret);
  return {
    async sign(subject) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({
        authority: subject.role,
        email: subject.email,
        firstName: subject.firstName,
        lastName: subject.lastName,
        ...(subject.sessionId ? { sid: subject.sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject.id)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(iat + options.ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const claims = AccessTokenClaims.safeParse(payload);
        if (!claims.success) throw new AppError('UNAUTHORIZED');
        return claims.data;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new AppError('SESSION_EXPIRED');
        throw new AppError('UNAUTHORIZED');
      }
    },
  };
}
