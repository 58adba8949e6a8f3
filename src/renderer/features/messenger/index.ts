/* The messenger's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { MessengerPage } from './MessengerPage';
// For the live updates (notifications) and the tutor page's "write to the tutor".
export { applyMessageNew, applyMessagesRead } from './messenger-live';
export { messengerPath, messengerWithPath } from './messenger-paths';
export { messengerKeys } from './messenger.queries';
