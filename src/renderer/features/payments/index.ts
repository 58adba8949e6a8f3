/*
 * The payments' surface for other features: the settings' balance and the lesson's pay button.
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
export { BalanceSection } from './BalanceSection';
export { LessonPayButton } from './LessonPayButton';
