/* The lessons feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { CreateLessonPage } from './CreateLessonPage';
