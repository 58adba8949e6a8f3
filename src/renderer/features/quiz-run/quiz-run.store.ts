import { makeAutoObservable, reaction, toJS } from 'mobx';
import type { QuestionType, QuizAttempt, UserChosenAnswer } from '../../../shared/contracts/quizzes';
import { answersTo, recordAnswer, type AnswerChoice } from '../../../shared/quiz/answer-recording';
import { STORAGE_KEYS } from '../../../shared/storage-keys';
import type { SafeStorage } from '../../platform/storage';
import { QuizRunSnapshot, storedRunFor } from '../quizzes';

export { QuizRunSnapshot };

/** The slice of the platform's never-throwing storage the store persists through. */
export type QuizRunStorage = Pick<SafeStorage, 'getJson' | 'setJson' | 'remove'>;

/**
 * The quiz run: its fields are exactly the quiz run state. Answers are recorded
 * by the shared rules (src/shared/quiz/answer-recording.ts); scoring happens on the server.
 * With a storage, every change of the snapshot is written to `quizRunState` and a finished or
 * reset run removes it.
 */
export class QuizRunStore {
  userChosenAnswers: UserChosenAnswer[] = [];
  currentQuestionIndex = 0;
  finished = false;
  started = false;
  /** Indexes (0-based) of the questions not answered yet. */
  unansweredQuestions: number[] = [];
  isExplanationOpen = false;
  quizId: string | null = null;
  resultId: string | null = null;
  /** Set when a guest is sent to sign in mid-quiz; the quiz page resumes the run when it sees it. */
  continueQuizAfterAuth = false;
  /** See `QuizRunSnapshot.startedAt`. */
  startedAt: number | null = null;
  /** See `QuizRunSnapshot.attemptId` and `guestKey`. */
  attemptId: string | null = null;
  guestKey: string | null = null;

  private readonly storage: QuizRunStorage | null;
  private readonly stopPersisting: () => void;

  constructor(storage: QuizRunStorage | null = null) {
    this.storage = storage;
    makeAutoObservable<this, 'storage' | 'stopPersisting'>(
      this,
      { storage: false, stopPersisting: false },
      { autoBind: true },
    );
    this.stopPersisting = storage
      ? reaction(
          () => this.snapshot,
          (snapshot) =>
            snapshot ? storage.setJson(STORAGE_KEYS.quizRunState, snapshot) : storage.remove(STORAGE_KEYS.quizRunState),
        )
      : () => undefined;
  }

  /** The serialisable view of a run in progress; null when there is nothing to resume. */
  get snapshot(): QuizRunSnapshot | null {
    if (!this.started || this.finished || this.quizId === null) return null;
    return {
      quizId: this.quizId,
      currentQuestionIndex: this.currentQuestionIndex,
      userChosenAnswers: toJS(this.userChosenAnswers),
      started: this.started,
      unansweredQuestions: toJS(this.unansweredQuestions),
      ...(this.startedAt !== null ? { startedAt: this.startedAt } : {}),
      ...(this.attemptId !== null ? { attemptId: this.attemptId } : {}),
      ...(this.guestKey !== null ? { guestKey: this.guestKey } : {}),
    };
  }

  /** What the server keeps of the run as it goes: the answers and the question shown. */
  get progress(): { answers: UserChosenAnswer[]; currentQuestionIndex: number } {
    return { answers: toJS(this.userChosenAnswers), currentQuestionIndex: this.currentQuestionIndex };
  }

  /**
   * Takes over the server's attempt: its start (the countdown's), its answers and place. When the
   * `local` snapshot is of the same attempt it is at least as new (it is written on every change,
   * the server only after a short pause), so its answers and place win on this device.
   */
  adopt(
    attempt: QuizAttempt,
    questionIds: readonly string[],
    guestKey: string | null,
    local: QuizRunSnapshot | null = null,
  ): void {
    const mine = local !== null && local.attemptId === attempt.id;
    const answers = mine ? local.userChosenAnswers : attempt.answers;
    const index = mine ? local.currentQuestionIndex : attempt.currentQuestionIndex;
    this.reset();
    this.quizId = attempt.quizId;
    this.started = true;
    this.startedAt = Date.parse(attempt.startedAt);
    this.attemptId = attempt.id;
    this.guestKey = guestKey;
    this.userChosenAnswers = answers;
    this.unansweredQuestions = questionIds.flatMap((id, i) => (answers.some((a) => a.questionId === id) ? [] : [i]));
    this.currentQuestionIndex = Math.min(index, Math.max(questionIds.length - 1, 0));
  }

  /** Start sets started and marks every question index as unanswered (a restart begins afresh). */
  start(quizId: string, questionCount: number, now: number = Date.now()): void {
    this.reset();
    this.quizId = quizId;
    this.started = true;
    this.startedAt = now;
    this.unansweredQuestions = Array.from({ length: questionCount }, (_, index) => index);
  }

  /** Next, previous and jump-to change the index and close the explanation. */
  next(questionCount: number): void {
    this.moveTo(Math.min(this.currentQuestionIndex + 1, questionCount - 1));
  }

  previous(): void {
    this.moveTo(Math.max(this.currentQuestionIndex - 1, 0));
  }

  /** An index outside the quiz is ignored, but the explanation still closes. */
  jumpTo(index: number, questionCount: number): void {
    this.moveTo(Number.isInteger(index) && index >= 0 && index < questionCount ? index : this.currentQuestionIndex);
  }

  /**
   * Finish sets finished and resets the rest. `resultId` is the id of the stored result
   * the server answered, kept so the result page can be opened.
   */
  finish(resultId: string | null = null): void {
    this.reset();
    this.finished = true;
    this.resultId = resultId;
  }

  /** Reset restores the initial state. */
  reset(): void {
    this.userChosenAnswers = [];
    this.currentQuestionIndex = 0;
    this.finished = false;
    this.started = false;
    this.unansweredQuestions = [];
    this.isExplanationOpen = false;
    this.quizId = null;
    this.resultId = null;
    this.continueQuizAfterAuth = false;
    this.startedAt = null;
    this.attemptId = null;
    this.guestKey = null;
  }

  toggleExplanation(): void {
    this.isExplanationOpen = !this.isExplanationOpen;
  }

  removeFromUnanswered(index: number): void {
    this.unansweredQuestions = this.unansweredQuestions.filter((unanswered) => unanswered !== index);
  }

  /**
   * Records a choice by the answer-recording rules of the question's type. False when the rule refused
   * it (e.g. a fourth multiselect letter), so the screen can say why nothing changed.
   */
  recordAnswer(question: { id: string; taskType: QuestionType }, choice: AnswerChoice): boolean {
    const next = recordAnswer(this.userChosenAnswers, question.taskType, question.id, choice);
    if (next === this.userChosenAnswers) return false;
    this.userChosenAnswers = next;
    return true;
  }

  answersTo(questionId: string): UserChosenAnswer[] {
    return answersTo(this.userChosenAnswers, questionId);
  }

  setContinueQuizAfterAuth(value: boolean): void {
    this.continueQuizAfterAuth = value;
  }

  /**
   * Resumes a run after sign-in from a snapshot. False, changing nothing, when the value
   * is not a valid snapshot.
   */
  restore(value: unknown): boolean {
    const parsed = QuizRunSnapshot.safeParse(value);
    if (!parsed.success) return false;
    this.reset();
    this.quizId = parsed.data.quizId;
    this.currentQuestionIndex = parsed.data.currentQuestionIndex;
    this.userChosenAnswers = parsed.data.userChosenAnswers;
    this.started = parsed.data.started;
    this.unansweredQuestions = parsed.data.unansweredQuestions;
    this.startedAt = parsed.data.startedAt ?? null;
    this.attemptId = parsed.data.attemptId ?? null;
    this.guestKey = parsed.data.guestKey ?? null;
    return true;
  }

  /**
   * A guest who reaches the finish is sent to sign in; the run (quizId, index, answers,
   * started, unanswered) is kept under `continueQuizAfterAuth` so it resumes once signed in.
   * False when there is no run in progress to keep.
   */
  keepForAfterAuth(): boolean {
    const snapshot = this.snapshot;
    if (!snapshot || !this.storage) return false;
    this.continueQuizAfterAuth = true;
    return this.storage.setJson(STORAGE_KEYS.continueQuizAfterAuth, snapshot);
  }

  /**
   * After authentication, resumes the run kept by `keepForAfterAuth` for this quiz and
   * forgets the kept copy. False, changing nothing, when none was kept for `quizId`.
   */
  resumeAfterAuth(quizId: string): boolean {
    if (!this.storage) return false;
    const kept = QuizRunSnapshot.safeParse(this.storage.getJson(STORAGE_KEYS.continueQuizAfterAuth));
    if (!kept.success || kept.data.quizId !== quizId) return false;
    this.storage.remove(STORAGE_KEYS.continueQuizAfterAuth);
    return this.restore(kept.data);
  }

  /** The run a guest kept for after sign-in for `quizId`, taken out of storage (read once). */
  takeKeptForAuth(quizId: string): QuizRunSnapshot | null {
    if (!this.storage) return null;
    const kept = QuizRunSnapshot.safeParse(this.storage.getJson(STORAGE_KEYS.continueQuizAfterAuth));
    if (!kept.success || kept.data.quizId !== quizId) return null;
    this.storage.remove(STORAGE_KEYS.continueQuizAfterAuth);
    return kept.data;
  }

  /** The unfinished run kept in storage for `quizId`, if any (to resume or restart). */
  storedRunFor(quizId: string): QuizRunSnapshot | null {
    return this.storage ? storedRunFor(this.storage, quizId) : null;
  }

  /** Restores the run kept in storage, if there is a valid one. */
  restoreFromStorage(): boolean {
    return this.restore(this.storage?.getJson(STORAGE_KEYS.quizRunState) ?? null);
  }

  /** Stops writing to storage; the store is unusable for persistence afterwards. */
  dispose(): void {
    this.stopPersisting();
  }

  private moveTo(index: number): void {
    this.currentQuestionIndex = index;
    this.isExplanationOpen = false;
  }
}
