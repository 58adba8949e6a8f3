/*
 * The students' surface for other features (docs/lessons/homework-and-students.md): the lesson's
 * student tab and the dashboard's sharing card.
 * Pages are not exported here: the route table (app/routes*.tsx) lazy-loads each from its own
 * file, so importing this index never drags a page's code or CSS into another chunk.
 */
export { LessonStudentTab } from './LessonStudentTab';
export { SharingCard } from './SharingCard';
