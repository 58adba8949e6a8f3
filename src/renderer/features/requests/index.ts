/* The lesson requests feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { LessonRequestPage } from './LessonRequestPage';
export { PublicRequestPage } from './PublicRequestPage';
export { RequestsPage } from './RequestsPage';
export { requestErrorText } from './request-errors';
export { useRequestList } from './requests.queries';
