/**
 * The accounts modules' public face. What other modules may use of auth today: the
 * shared accounts dependencies they are built with, whose `auth` facade starts and ends sessions
 * (settings) and issues one-time codes (phone confirmation), the code policy and the attempt
 * limiter's keys. Its routes are still wired by app.ts from auth.routes.ts.
 */
export { createAccountsDeps, type AccountsDeps, type AuthFacade } from './accounts-deps';
export { limiterKeys } from './auth.service';
export { CODE_POLICY } from './one-time-codes.service';
export { userBlockRoutes } from './user-block.routes';
