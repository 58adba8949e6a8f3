/*
 * Homework's surface for other features (docs/lessons/homework-and-students.md): the lesson's tab
 * and the list the dashboard shows.
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
import { lazyWithTimeout } from '../../app';

// The tab is a chunk of its own: a static export would bring its forms and homework.css into
// every importer of this index, the dashboard's list included. It loads when the tab is opened.
export const HomeworkTab = lazyWithTimeout(
  () => import('./HomeworkTab'),
  (m) => m.HomeworkTab,
);
export { useHomeworkList } from './homework.queries';
