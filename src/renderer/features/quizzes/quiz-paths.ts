import type { QuestionType, QuizSection } from '../../../shared/contracts/quizzes';
import { DEFAULT_QUIZ_SECTION } from '../../../shared/contracts/quizzes';
import { REFERENCE_PAGE_NUMBERS } from '../../../shared/quiz/reference-paths';

/*
 * Paths of the exam-practice screens. Only the reference pages have fixed paths
 * (/dovidka/viditestiv/N); the rest are ours. The router in
 * app/router.tsx repeats the patterns (it must not import feature code eagerly).
 */
export const QUIZ_PATHS = {
  evi: '/evi',
  list: '/quizzes',
  notFound: '/quizzes/not-found',
  myResults: '/quiz-results',
  authoring: '/quiz-authoring',
  help: '/dovidka/viditestiv',
} as const;

/** The quiz list of a section; `nmt`, the default section, has the bare path. */
export function quizListPath(section: QuizSection = DEFAULT_QUIZ_SECTION): string {
  return section === DEFAULT_QUIZ_SECTION ? QUIZ_PATHS.list : `${QUIZ_PATHS.list}/${section}`;
}

/** Quizzes are addressed by their code (GET /users/v1/open/quizzes/:code). */
export const quizInfoPath = (code: string) => `/quiz/${encodeURIComponent(code)}`;

/** `resume`: carry on with the unfinished run; `restart`: begin afresh; `continue`: after sign-in. */
export function quizRunPath(code: string, mode?: 'resume' | 'restart' | 'continue'): string {
  return `${quizInfoPath(code)}/run${mode ? `?mode=${mode}` : ''}`;
}

export const quizResultPath = (resultId: string) => `${QUIZ_PATHS.myResults}/${encodeURIComponent(resultId)}`;

export const quizAnswersPath = (resultId: string) => `${quizResultPath(resultId)}/answers`;

export const quizEditPath = (quizId: string) => `${QUIZ_PATHS.authoring}/${encodeURIComponent(quizId)}`;

/** The reference page of a question type. */
export const helpPath = (taskType: QuestionType) => `${QUIZ_PATHS.help}/${REFERENCE_PAGE_NUMBERS[taskType]}`;

/** The question type a reference page number stands for, or null for an unknown number. */
export function typeOfHelpPage(pageNumber: string | undefined): QuestionType | null {
  const entry = Object.entries(REFERENCE_PAGE_NUMBERS).find(([, n]) => String(n) === pageNumber);
  return entry ? (entry[0] as QuestionType) : null;
}

/** Where a guest signs in and comes back to (the login screen honours a same-origin `next`). */
export const loginPath = (next: string) => `/login?${new URLSearchParams({ next }).toString()}`;
