// Types only: the client itself loads on sign-in (LiveProvider), not with the first page.
export type { LiveClient, LiveClientOptions, LiveSocket, LiveStatus } from './live-client';
export { LiveProvider, useLiveInvalidate, useLivePush, useLiveStatus, type LiveInvalidations } from './LiveProvider';
export { refreshQueries } from './refresh-queries';
