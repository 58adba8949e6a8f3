/* Public surface of the app shell for features: paths, error pages, session and API access. */
export { useApiClient } from './api-context';
export { errorPath, type ErrorVariant } from './errors/error-variants';
export { lazyWithTimeout, ChunkLoadError } from './lazy-with-timeout';
export { homePathFor, meetingPath, PATHS, searchPath, userPath } from './paths';
export { displayName, endSession, notifySessionChanged, useSession } from './session/use-session';
