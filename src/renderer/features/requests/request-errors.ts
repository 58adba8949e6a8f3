import type { TFunction } from 'i18next';
import { isApiError } from '../../api';

/*
 * Messages for the request and booking calls. The server's codes map to `errors:<code>`
 * (teacher busy, the limit of 5, an active request); a few read better in this screen's words:
 * an incomplete profile on an offer, and a subject the tutor does not teach.
 */
export function requestErrorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors:INTERNAL_ERROR');
  if (error.code === 'PROFILE_INCOMPLETE') return t('requests:errors.profile-incomplete');
  if (error.code === 'SUBJECT_NOT_TAUGHT' || error.details?.fields?.subject === 'validation.subject-not-taught') {
    return t('requests:errors.subject-not-taught');
  }
  if (error.code === 'CONFLICT' && error.path.includes('/offers')) return t('requests:errors.already-offered');
  if (error.code === 'NETWORK_ERROR') return t('requests:errors.network');
  return t(`errors:${error.code}`, { defaultValue: t('errors:INTERNAL_ERROR') });
}

/** Errors after which the student's next step is the requests page ("review it in the Active Requests section"). */
export function pointsToRequests(error: unknown): boolean {
  return isApiError(error) && ['REQUEST_LIMIT_REACHED', 'REQUEST_EXISTS', 'ACTIVE_REQUEST_EXISTS'].includes(error.code);
}
