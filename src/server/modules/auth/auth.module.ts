/**
 * The accounts modules' public face (issue 23). What other modules may use of auth today: the
 * shared accounts dependencies they are built with, the sessions (settings ends them), one-time
 * codes (phone confirmation) and the attempt limiter's keys. Its routes are still wired by app.ts
 * from auth.routes.ts; they move here with the rest of the module wiring.
 */
export { createAccountsDeps, type AccountsDeps } from './accounts-deps';
export { limiterKeys } from './auth.service';
export { CODE_POLICY, createOneTimeCodes } from './one-time-codes.service';
export { createSessions } from './sessions.service';
export { userBlockRoutes } from './user-block.routes';
