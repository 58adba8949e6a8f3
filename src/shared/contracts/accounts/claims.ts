import { z } from 'zod';
import { ROLES } from '../../enums';
import { text } from '../../validation/text';

/**
 * Claims of the access token. The role is the `authority` claim ("The role comes from
 * the authority claim of the signed-in token"); the client decodes them to pick the home route.
 */
export const AccessTokenClaims = z.object({
  sub: text().describe('User id'),
  authority: z.enum(ROLES),
  email: text(),
  firstName: text(),
  lastName: text(),
  iat: z.number().int(),
  exp: z.number().int(),
  /** The session (refresh-token family) the token was issued for; checked on every request. */
  sid: text().optional(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;

export const TokenPair = z.object({ token: text(), refreshToken: text() }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof TokenPair>;
