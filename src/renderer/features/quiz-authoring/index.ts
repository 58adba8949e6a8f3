/* The quiz-authoring feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { QuizAuthoringPage } from './QuizAuthoringPage';
