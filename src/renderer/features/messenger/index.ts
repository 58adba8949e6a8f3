/*
 * The messenger's surface for other features: the live updates (notifications) and the tutor
 * page's "write to the tutor".
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
export { applyMessageNew, applyMessagesRead } from './messenger-live';
export { messengerPath, messengerWithPath } from './messenger-paths';
export { messengerKeys } from './messenger.queries';
