import { AppError } from '../errors';

/**
 * Why a submission cannot be scored as sent. The run store never produces these (it refuses a
 * fourth multiselect letter), so they mean a tampered or broken client: the server
 * answers 400 rather than scoring a sheet that ticks every box.
 */
export type QuizAnswerProblem =
  | 'UNKNOWN_QUESTION'
  | 'TOO_MANY_CHOICES'
  | 'MULTIPLE_ANSWERS'
  | 'DUPLICATE_ROW'
  | 'MISSING_GROUP'
  | 'NOT_MARKABLE'
  | 'MARK_OUT_OF_RANGE'
  | 'UNKNOWN_OPTION'
  | 'UNKNOWN_ROW';

/** Per-field message keys for the UI and the server's translated message (HOUSE-STYLE 4). */
export const QUIZ_ANSWER_MESSAGE_KEYS: Record<QuizAnswerProblem, string> = {
  UNKNOWN_QUESTION: 'validation.quiz-answer-unknown-question',
  TOO_MANY_CHOICES: 'validation.quiz-answer-too-many-choices',
  MULTIPLE_ANSWERS: 'validation.quiz-answer-multiple-answers',
  DUPLICATE_ROW: 'validation.quiz-answer-duplicate-row',
  MISSING_GROUP: 'validation.quiz-answer-missing-group',
  NOT_MARKABLE: 'validation.quiz-mark-not-markable',
  MARK_OUT_OF_RANGE: 'validation.quiz-mark-out-of-range',
  UNKNOWN_OPTION: 'validation.quiz-answer-unknown-option',
  UNKNOWN_ROW: 'validation.quiz-answer-unknown-row',
};

export class QuizAnswerError extends AppError {
  readonly problem: QuizAnswerProblem;
  readonly questionId: string;

  constructor(problem: QuizAnswerProblem, questionId: string) {
    const field = problem === 'NOT_MARKABLE' || problem === 'MARK_OUT_OF_RANGE' ? 'marks' : 'answers';
    super('VALIDATION_FAILED', {
      problem,
      questionId,
      fields: { [`${field}.${questionId}`]: QUIZ_ANSWER_MESSAGE_KEYS[problem] },
    });
    this.name = 'QuizAnswerError';
    this.problem = problem;
    this.questionId = questionId;
  }
}
