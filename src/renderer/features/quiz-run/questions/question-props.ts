import type { UserChosenAnswer } from '../../../../shared/contracts/quizzes';
import type { AnswerChoice } from '../../../../shared/quiz/answer-recording';
import type { RunQuestion } from '../../../../shared/contracts/quizzes';

/** What every answer control gets: the question, the student's entries for it, and a recorder. */
export interface AnswerControlProps {
  question: RunQuestion;
  answers: UserChosenAnswer[];
  /** Records by the answer-recording rule of the type; false when the rule refused the choice. */
  onAnswer: (choice: AnswerChoice) => boolean;
  /** Prefix for ids and names, unique per question. */
  idBase: string;
  /** The quiz's category (subject) code: a short answer is a number in maths, a word in a language. */
  category: string;
}
