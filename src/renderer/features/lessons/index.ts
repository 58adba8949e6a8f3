/* The lessons feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { CreateLessonPage } from './CreateLessonPage';
export { MyLessonsPage } from './MyLessonsPage';
export { LessonDetailsPage } from './details/LessonDetailsPage';
