export {
  LiveClient,
  liveUrl,
  reconnectDelayMs,
  type LiveClientOptions,
  type LiveSocket,
  type LiveStatus,
} from './live-client';
export { LiveProvider, useLiveInvalidate, useLivePush, useLiveStatus, type LiveInvalidations } from './LiveProvider';
