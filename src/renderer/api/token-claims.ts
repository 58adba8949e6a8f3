import { ROLES, type Role } from '../../shared/enums';

/*
 * The client reads its role from the token ("The role comes from the authority claim of
 * the signed-in token"). It only decodes: the signature is the server's to check, and nothing
 * the client decides from these claims grants access the server would not.
 */

/** Claims the client relies on; any other claims the server adds are kept as they are. */
export interface TokenClaims {
  /** User id. */
  sub: string;
  authority: Role;
  /** Expiry in seconds since the epoch, when the server sets one. */
  exp?: number;
  [claim: string]: unknown;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** base64url (RFC 7515) to UTF-8 text; atob alone would mangle non-ASCII names in claims. */
function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Decodes a JWT's payload without verifying it. Null when the token is not a JWT or lacks the
 * `sub` and `authority` claims the client needs.
 */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(decodeBase64Url(payload));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, authority, exp } = claims as Record<string, unknown>;
  if (typeof sub !== 'string' || !isRole(authority)) return null;
  if (exp !== undefined && typeof exp !== 'number') return null;
  return claims as TokenClaims;
}
