import type { Question } from '../../../shared/contracts/quizzes';

export interface SaveIssues {
  /** Messages of quiz-level fields, by field name. */
  fields: Record<string, string>;
  /** Every message, question ones prefixed with their 'Завдання N', for the summary above the save button. */
  list: string[];
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Turns zod issues of QuizInput (or the server's `details.fields`, whose keys are the same
 * paths) into field messages and one summary list. `questions.3.…` names the fourth question of
 * the payload, which is sorted like the cards.
 */
export function collectIssues(
  issues: readonly Issue[],
  questions: readonly Question[],
  translate: (key: string) => string,
  taskLabel: (questionNumber: number) => string,
): SaveIssues {
  const fields: Record<string, string> = {};
  const list: string[] = [];
  for (const issue of issues) {
    const message = translate(issue.message);
    const [head, index] = issue.path;
    if (head === 'questions' && index !== undefined) {
      const number = questions[Number(index)]?.questionNumber ?? Number(index) + 1;
      list.push(`${taskLabel(number)}: ${message}`);
      continue;
    }
    if (typeof head === 'string' && fields[head] === undefined) fields[head] = message;
    list.push(message);
  }
  return { fields, list: [...new Set(list)] };
}
