import { createHmac } from 'node:crypto';
import type { IceServer } from '../../../shared/contracts/classroom';
import type { ClassroomSettings } from '../../settings-defaults';

/**
 * The STUN and TURN servers a participant's browser gets. With a shared secret the TURN
 * credentials follow the TURN REST scheme coturn's `use-auth-secret` checks: the username is the
 * expiry (Unix seconds) and the user, the credential is base64(HMAC-SHA1(secret, username)), so
 * a leaked pair stops working when it expires and nothing is stored per user.
 */
export function iceServersFor(settings: ClassroomSettings, userId: string, now: number): IceServer[] {
  const servers: IceServer[] = [];
  if (settings.stunUrls.length > 0) servers.push({ urls: settings.stunUrls });
  if (settings.turnUrls.length === 0) return servers;
  if (settings.turnSecret) {
    const username = `${Math.floor(now / 1000) + settings.credentialTtlSeconds}:${userId}`;
    const credential = createHmac('sha1', settings.turnSecret).update(username).digest('base64');
    servers.push({ urls: settings.turnUrls, username, credential });
  } else if (settings.turnUsername && settings.turnCredential) {
    servers.push({ urls: settings.turnUrls, username: settings.turnUsername, credential: settings.turnCredential });
  } else {
    servers.push({ urls: settings.turnUrls });
  }
  return servers;
}
