/*
 * Homework's surface for other features (docs/lessons/homework-and-students.md): the lesson's tab
 * and the list the dashboard shows.
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
export { HomeworkTab } from './HomeworkTab';
export { useHomeworkList } from './homework.queries';
