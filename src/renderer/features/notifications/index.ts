/*
 * The notifications' surface for the shell: the header's badges.
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
export { HeaderIndicators } from './HeaderIndicators';
