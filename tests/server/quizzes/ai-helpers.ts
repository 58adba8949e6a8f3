import type { AiStreamEvent } from '../../../src/shared/contracts/ai';
import type { TestApp } from '../helpers/test-app';
import { bearer, createQuiz, signedInUser, submitRun, verifiedTeacher } from './quiz-helpers';

export const AI = '/users/v1/ai';

/** The events of a text/event-stream body, in order. */
export function parseEvents(body: string): AiStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as AiStreamEvent);
}

/** A teacher's quiz and a student's finished result of it (one single answer right, a sequence half right). */
export async function finishedResult(t: TestApp) {
  const teacher = await verifiedTeacher(t);
  const student = await signedInUser(t);
  const quiz = await createQuiz(t, teacher.token);
  const answers = [
    { questionId: quiz.q(1), answer: 'Б', matchingAnswer: null },
    ...[...'ВГАБ'].map((match, i) => ({ questionId: quiz.q(5), answer: String(i + 1), matchingAnswer: match })),
  ];
  const res = await submitRun(t, student.token, quiz.id, answers);
  return { teacher, student, quiz, resultId: res.json().id as string };
}

export function analyse(t: TestApp, token: string, resultId: string, language = 'uk', kind = 'QUIZ_ANALYZE_RESULTS') {
  return t.app.inject({
    method: 'POST',
    url: `${AI}/quiz-analysis`,
    headers: { ...bearer(token), 'accept-language': language, 'accept-encoding': 'gzip, deflate, br' },
    payload: { resultId, kind },
  });
}
