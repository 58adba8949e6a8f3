/*
 * The quiz run's surface for other features: the authoring editor previews questions as the run
 * shows them.
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
export { RichHtml } from './questions/RichHtml';
