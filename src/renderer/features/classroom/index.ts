/*
 * The classroom's surface for other features: the lesson page's board and recordings tabs.
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
export { DrawboardsTab } from './board';
export { RecordingsTab } from './recording';
