/* The landing feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { TutorLandingPage } from './TutorLandingPage';
