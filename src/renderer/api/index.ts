/*
 * Public surface of the renderer's API layer. Query hooks in features/<domain> import from here.
 */
export { createApiClient, type ApiClient, type ApiClientDeps } from './api-client';
export { ApiError, isApiError, meansNotFound, toApiError, type ApiErrorCode } from './api-error';
export { EXCEPTIONS_PATH, fileUrl, isOpenPath, pathOf, REFRESH_PATH, refreshFollows } from './api-paths';
export { createAuthSession, type AuthSession, type TokenPair } from './auth-session';
export { LOGOUT_PATH, type ApiAnalytics, type ApiAnalyticsEvent } from './error-interceptor';
export {
  configureExceptionReporting,
  createExceptionReporter,
  describeException,
  installGlobalErrorReporting,
  reportException,
  type ExceptionReporter,
  type ExceptionReporterDeps,
} from './exception-reporter';
export { createQueryClient, shouldRetryQuery } from './query-client';
export {
  createSessionHelpers,
  getSession,
  isExpired,
  signIn,
  signOut,
  type Session,
  type SessionHelpers,
} from './session';
export { decodeTokenClaims, type TokenClaims } from './token-claims';
