/*
 * The favourites' surface for other features: the ids and the toggle the tutor cards use.
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
export { useFavouriteIds, useToggleFavourite } from './favourites.queries';
