/*
 * The lesson requests' surface for other features: error texts and the list the dashboards show.
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
export { requestErrorText } from './request-errors';
export { useRequestList } from './requests.queries';
