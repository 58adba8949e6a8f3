/* Homework (docs/lessons/homework-and-students.md); the router lazy-loads it (HOUSE-STYLE 7). */
export { HomeworkPage } from './HomeworkPage';
export { HomeworkTab } from './HomeworkTab';
export { useHomeworkList } from './homework.queries';
