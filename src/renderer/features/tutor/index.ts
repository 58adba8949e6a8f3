/* The tutor page's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { TutorPage } from './TutorPage';
