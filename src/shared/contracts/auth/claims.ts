import { z } from 'zod';
import { ROLES } from '../../enums';

/**
 * Claims of the access token. The role is the `authority` claim (spec 6: "The role comes from
 * the authority claim of the signed-in token"); the client decodes them to pick the home route.
 */
export const AccessTokenClaims = z.object({
  sub: z.string().describe('User id'),
  authority: z.enum(ROLES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
  /** The session (refresh-token family) the token was issued for; checked on every request. */
  sid: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;

export const TokenPair = z.object({ token: z.string(), refreshToken: z.string() }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof TokenPair>;
