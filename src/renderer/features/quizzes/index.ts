/* The quizzes feature's public surface; the router lazy-loads it (HOUSE-STYLE 7). */
export { EviLandingPage } from './EviLandingPage';
export { HelpPage } from './HelpPage';
export { QuizInfoPage } from './QuizInfoPage';
export { QuizListPage } from './QuizListPage';
export { QuizNotFoundPage } from './QuizNotFoundPage';
