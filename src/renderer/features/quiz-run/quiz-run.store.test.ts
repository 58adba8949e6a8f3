import { describe, it, expect } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import { QuizRunStore, type QuizRunSnapshot, type QuizRunStorage } from './quiz-run.store';

const single = { id: 'q1', taskType: 'SINGLE_ANSWER' as const };
const multiselect = { id: 'q2', taskType: 'MULTISELECT' as const };

/** An in-memory stand-in for the platform's safe storage. */
function memoryStorage() {
  const values = new Map<string, unknown>();
  const storage: QuizRunStorage = {
    getJson: <T>(key: string) => (values.get(key) ?? null) as T | null,
    setJson: (key, value) => (values.set(key, JSON.parse(JSON.stringify(value))), true),
    remove: (key) => values.delete(key),
  };
  return { storage, values };
}

/** The quiz run state, and nothing else of the store. */
const stateOf = (store: QuizRunStore) => ({
  userChosenAnswers: store.userChosenAnswers,
  currentQuestionIndex: store.currentQuestionIndex,
  finished: store.finished,
  started: store.started,
  unansweredQuestions: store.unansweredQuestions,
  isExplanationOpen: store.isExplanationOpen,
  quizId: store.quizId,
  resultId: store.resultId,
  continueQuizAfterAuth: store.continueQuizAfterAuth,
});
const INITIAL = stateOf(new QuizRunStore());

const STARTED_AT = 1_767_225_600_000;

const started = (questionCount = 5) => {
  const store = new QuizRunStore();
  store.start('quiz-1', questionCount, STARTED_AT);
  return store;
};

describe('QuizRunStore', () => {
  it('starts in the initial state', () => {
    expect(INITIAL).toEqual({
      userChosenAnswers: [],
      currentQuestionIndex: 0,
      finished: false,
      started: false,
      unansweredQuestions: [],
      isExplanationOpen: false,
      quizId: null,
      resultId: null,
      continueQuizAfterAuth: false,
    });
  });

  it('start sets started and marks every question index as unanswered', () => {
    const store = started(4);
    expect(store.started).toBe(true);
    expect(store.quizId).toBe('quiz-1');
    expect(store.unansweredQuestions).toEqual([0, 1, 2, 3]);
  });

  it('next moves to the following question, stops at the last, and closes the explanation', () => {
    const store = started(2);
    store.toggleExplanation();
    store.next(2);
    expect(store.currentQuestionIndex).toBe(1);
    expect(store.isExplanationOpen).toBe(false);
    store.next(2);
    expect(store.currentQuestionIndex).toBe(1);
  });

  it('previous moves back, stops at the first, and closes the explanation', () => {
    const store = started();
    store.jumpTo(1, 5);
    store.toggleExplanation();
    store.previous();
    expect(store.currentQuestionIndex).toBe(0);
    expect(store.isExplanationOpen).toBe(false);
    store.previous();
    expect(store.currentQuestionIndex).toBe(0);
  });

  it('jumpTo changes the index, ignores one outside the quiz, and closes the explanation', () => {
    const store = started();
    store.toggleExplanation();
    store.jumpTo(3, 5);
    expect(store.currentQuestionIndex).toBe(3);
    expect(store.isExplanationOpen).toBe(false);
    store.jumpTo(5, 5);
    expect(store.currentQuestionIndex).toBe(3);
  });

  it('finish sets finished and resets the rest', () => {
    const store = started();
    store.recordAnswer(single, { answer: 'А' });
    store.jumpTo(2, 5);
    store.finish('result-9');
    expect(store).toMatchObject({
      finished: true,
      started: false,
      resultId: 'result-9',
      quizId: null,
      userChosenAnswers: [],
      unansweredQuestions: [],
      currentQuestionIndex: 0,
    });
  });

  it('reset restores the initial state', () => {
    const store = started();
    store.recordAnswer(single, { answer: 'А' });
    store.setContinueQuizAfterAuth(true);
    store.reset();
    expect(stateOf(store)).toEqual(INITIAL);
  });

  it('toggleExplanation opens and closes the explanation', () => {
    const store = started();
    store.toggleExplanation();
    expect(store.isExplanationOpen).toBe(true);
    store.toggleExplanation();
    expect(store.isExplanationOpen).toBe(false);
  });

  it('removeFromUnanswered takes one question index off the unanswered list', () => {
    const store = started(3);
    store.removeFromUnanswered(1);
    expect(store.unansweredQuestions).toEqual([0, 2]);
  });

  it('recordAnswer records by the rules of the question type and reports a refused fourth choice', () => {
    const store = started();
    expect(['А', 'Б', 'В'].map((answer) => store.recordAnswer(multiselect, { answer }))).toEqual([true, true, true]);
    expect(store.recordAnswer(multiselect, { answer: 'Г' })).toBe(false);
    expect(store.answersTo('q2').map((a) => a.answer)).toEqual(['А', 'Б', 'В']);
  });

  it('setContinueQuizAfterAuth marks the run to resume after sign-in', () => {
    const store = started();
    store.setContinueQuizAfterAuth(true);
    expect(store.continueQuizAfterAuth).toBe(true);
  });

  it('snapshot holds quizId, index, answers, started and unanswered, and is plain JSON', () => {
    const store = started(3);
    store.recordAnswer(single, { answer: 'Б' });
    store.removeFromUnanswered(0);
    store.next(3);
    const snapshot = store.snapshot;
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual({
      quizId: 'quiz-1',
      currentQuestionIndex: 1,
      userChosenAnswers: [{ questionId: 'q1', answer: 'Б', matchingAnswer: null }],
      started: true,
      unansweredQuestions: [1, 2],
      startedAt: STARTED_AT,
    });
    expect(new QuizRunStore().snapshot).toBeNull();
  });

  it('restore resumes a run from a snapshot after sign-in', () => {
    const snapshot: QuizRunSnapshot = {
      quizId: 'quiz-7',
      currentQuestionIndex: 2,
      userChosenAnswers: [{ questionId: 'q1', answer: 'В', matchingAnswer: null }],
      started: true,
      unansweredQuestions: [1, 2],
    };
    const store = new QuizRunStore();
    store.setContinueQuizAfterAuth(true);
    expect(store.restore(snapshot)).toBe(true);
    expect(store.snapshot).toEqual(snapshot);
    expect(store.continueQuizAfterAuth).toBe(false);
  });

  it('restore refuses something that is not a snapshot and changes nothing', () => {
    const store = started();
    expect(store.restore({ quizId: '', currentQuestionIndex: -1 })).toBe(false);
    expect(store.quizId).toBe('quiz-1');
  });

  it('keeps the snapshot in storage while the run lasts and removes it when finished', () => {
    const { storage, values } = memoryStorage();
    const store = new QuizRunStore(storage);
    store.start('quiz-1', 2);
    store.recordAnswer(single, { answer: 'А' });
    expect(values.get(STORAGE_KEYS.quizRunState)).toMatchObject({
      quizId: 'quiz-1',
      userChosenAnswers: [{ answer: 'А' }],
    });
    store.finish();
    expect(values.has(STORAGE_KEYS.quizRunState)).toBe(false);
    store.dispose();
  });

  it('restoreFromStorage resumes the run a guest left before signing in', () => {
    const { storage } = memoryStorage();
    const before = new QuizRunStore(storage);
    before.start('quiz-1', 3);
    before.recordAnswer(single, { answer: 'Г' });
    before.dispose();
    const after = new QuizRunStore(storage);
    expect(after.restoreFromStorage()).toBe(true);
    expect(after.answersTo('q1').map((a) => a.answer)).toEqual(['Г']);
    after.dispose();
  });

  it('keepForAfterAuth keeps quizId, index, answers, started and unanswered under continueQuizAfterAuth', () => {
    const { storage, values } = memoryStorage();
    const store = new QuizRunStore(storage);
    store.start('quiz-1', 3, STARTED_AT);
    store.recordAnswer(single, { answer: 'Б' });
    store.removeFromUnanswered(0);
    store.jumpTo(2, 3);
    expect(store.keepForAfterAuth()).toBe(true);
    expect(store.continueQuizAfterAuth).toBe(true);
    expect(values.get(STORAGE_KEYS.continueQuizAfterAuth)).toEqual({
      quizId: 'quiz-1',
      currentQuestionIndex: 2,
      userChosenAnswers: [{ questionId: 'q1', answer: 'Б', matchingAnswer: null }],
      started: true,
      unansweredQuestions: [1, 2],
      startedAt: STARTED_AT,
    });
    store.dispose();
  });

  it('keepForAfterAuth keeps nothing when no run is in progress', () => {
    const { storage, values } = memoryStorage();
    const store = new QuizRunStore(storage);
    expect(store.keepForAfterAuth()).toBe(false);
    expect(values.has(STORAGE_KEYS.continueQuizAfterAuth)).toBe(false);
    store.dispose();
  });

  it('resumeAfterAuth restores the run kept for this quiz after authentication and forgets the copy', () => {
    const { storage, values } = memoryStorage();
    const guest = new QuizRunStore(storage);
    guest.start('quiz-1', 3, STARTED_AT);
    guest.recordAnswer(multiselect, { answer: 'А' });
    guest.next(3);
    guest.keepForAfterAuth();
    guest.dispose();

    const signedIn = new QuizRunStore(storage);
    expect(signedIn.resumeAfterAuth('quiz-2')).toBe(false);
    expect(signedIn.started).toBe(false);
    expect(signedIn.resumeAfterAuth('quiz-1')).toBe(true);
    expect(signedIn.snapshot).toMatchObject({ quizId: 'quiz-1', currentQuestionIndex: 1, startedAt: STARTED_AT });
    expect(signedIn.answersTo('q2').map((a) => a.answer)).toEqual(['А']);
    expect(values.has(STORAGE_KEYS.continueQuizAfterAuth)).toBe(false);
    signedIn.dispose();
  });

  it('storedRunFor offers the unfinished run of the same quiz to resume or restart', () => {
    const { storage } = memoryStorage();
    const store = new QuizRunStore(storage);
    store.start('quiz-1', 2, STARTED_AT);
    store.dispose();
    const later = new QuizRunStore(storage);
    expect(later.storedRunFor('quiz-1')).toMatchObject({ quizId: 'quiz-1', started: true });
    expect(later.storedRunFor('quiz-2')).toBeNull();
    later.dispose();
  });

  it('dispose stops writing to storage', () => {
    const { storage, values } = memoryStorage();
    const store = new QuizRunStore(storage);
    store.dispose();
    store.start('quiz-1', 2);
    expect(values.size).toBe(0);
  });

  it('adopt takes over the server attempt: its start, answers and place', () => {
    const { storage, values } = memoryStorage();
    const store = new QuizRunStore(storage);
    const attempt = {
      id: 'a1',
      quizId: 'quiz-1',
      status: 'IN_PROGRESS' as const,
      startedAt: '2026-11-26T10:00:00.000Z',
      deadlineAt: '2026-11-26T10:30:00.000Z',
      currentQuestionIndex: 1,
      answers: [{ questionId: 'q2', answer: 'А', matchingAnswer: null }],
    };
    store.adopt(attempt, ['q1', 'q2', 'q3'], 'guest-key');
    expect(store).toMatchObject({
      started: true,
      startedAt: Date.parse('2026-11-26T10:00:00.000Z'),
      attemptId: 'a1',
      guestKey: 'guest-key',
      currentQuestionIndex: 1,
      unansweredQuestions: [0, 2],
    });
    expect(values.get(STORAGE_KEYS.quizRunState)).toMatchObject({ attemptId: 'a1', guestKey: 'guest-key' });
    store.dispose();
  });

  it('adopt prefers this browser’s newer copy of the same attempt, never another attempt’s', () => {
    const store = new QuizRunStore();
    const attempt = {
      id: 'a1',
      quizId: 'quiz-1',
      status: 'IN_PROGRESS' as const,
      startedAt: '2026-11-26T10:00:00.000Z',
      deadlineAt: '2026-11-26T10:30:00.000Z',
      currentQuestionIndex: 0,
      answers: [],
    };
    const local: QuizRunSnapshot = {
      quizId: 'quiz-1',
      currentQuestionIndex: 2,
      userChosenAnswers: [{ questionId: 'q1', answer: 'Б', matchingAnswer: null }],
      started: true,
      unansweredQuestions: [1, 2],
      attemptId: 'a1',
    };
    store.adopt(attempt, ['q1', 'q2', 'q3'], null, local);
    expect(store.currentQuestionIndex).toBe(2);
    expect(store.answersTo('q1')).toHaveLength(1);
    store.adopt(attempt, ['q1', 'q2', 'q3'], null, { ...local, attemptId: 'other' });
    expect(store.currentQuestionIndex).toBe(0);
    expect(store.userChosenAnswers).toEqual([]);
  });
});
