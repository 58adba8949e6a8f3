/* The quiz-run feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { MyResultsPage } from './MyResultsPage';
export { QuizAnswersPage } from './QuizAnswersPage';
export { QuizResultPage } from './QuizResultPage';
export { QuizRunPage } from './QuizRunPage';
// The authoring editor previews questions as the run shows them.
export { RichHtml } from './questions/RichHtml';
