import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import type { QuizRun } from '../../../shared/contracts/quizzes';
import { QUIZ_DEADLINE_GRACE_MS } from '../../../shared/contracts/quizzes';
import { isApiError } from '../../api';
import type { AttemptApi } from '../quizzes';
import type { QuizRunStore } from './quiz-run.store';

/*
 * The run screen's side of the server attempt (docs/schedule-and-quiz-attempts.md). The attempt is
 * the truth: a reload, another device or a sign-in continues it; local storage only bridges the
 * moment between a change and its save (and lets a guest's browser find its attempt again).
 */

/** Wait this long after the last change before saving, so typing is one request, not ten. */
const SAVE_DELAY_MS = 400;

/**
 * Opens the run: after sign-in, claims the attempt the guest kept; a signed-in user resumes their
 * open attempt (or restarts); a guest resumes the attempt their browser holds, or starts one.
 */
export async function openRun(
  api: AttemptApi,
  store: QuizRunStore,
  run: QuizRun,
  mode: string | null,
  signedIn: boolean,
): Promise<void> {
  const quizId = run.quiz.id;
  const ids = run.questions.map((q) => q.id);
  const local = mode === 'restart' ? null : store.storedRunFor(quizId);
  if (signedIn) {
    const kept = mode === 'continue' ? store.takeKeptForAuth(quizId) : null;
    const guestRun = kept ?? (local?.guestKey ? local : null);
    if (guestRun?.attemptId && guestRun.guestKey) {
      const progress = { answers: guestRun.userChosenAnswers, currentQuestionIndex: guestRun.currentQuestionIndex };
      const claimed = await api.claim(guestRun.attemptId, guestRun.guestKey, progress).catch(() => null);
      if (claimed) {
        store.adopt(claimed, ids, null);
        return;
      }
    }
    store.adopt(await api.start(quizId, mode === 'restart'), ids, null, local);
    return;
  }
  if (local?.attemptId && local.guestKey) {
    const attempt = await api.readGuest(local.attemptId, local.guestKey).catch(() => null);
    // One whose time is over (plus the grace) cannot take answers any more: start afresh.
    const open =
      attempt?.status === 'IN_PROGRESS' && Date.parse(attempt.deadlineAt) + QUIZ_DEADLINE_GRACE_MS > Date.now();
    if (attempt && open) {
      store.adopt(attempt, ids, local.guestKey, local);
      return;
    }
  }
  const { attempt, guestKey } = await api.startGuest(quizId);
  store.adopt(attempt, ids, guestKey);
}

/**
 * Saves the answers and the question shown to the attempt a moment after each change (and once
 * at the start, so what this browser held reaches the server). `onTimeUp` runs when the server
 * says the attempt's time is over.
 */
export function useProgressSaver(api: AttemptApi, store: QuizRunStore, onTimeUp: () => void): void {
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;
  useEffect(() => {
    let timer: number | undefined;
    const push = () => {
      timer = undefined;
      const id = store.attemptId;
      if (!id || store.finished || !store.started) return;
      const progress = store.progress;
      const saving = store.guestKey ? api.saveGuest(id, store.guestKey, progress) : api.save(id, progress);
      saving.catch((error: unknown) => {
        if (isApiError(error) && error.code === 'QUIZ_TIME_UP') timeUp.current();
      });
    };
    const stop = reaction(
      () => JSON.stringify(store.progress),
      () => {
        window.clearTimeout(timer);
        timer = window.setTimeout(push, SAVE_DELAY_MS);
      },
    );
    push();
    return () => {
      stop();
      // Leaving the screen mid-pause still saves the last change.
      if (timer !== undefined) {
        window.clearTimeout(timer);
        push();
      }
    };
  }, [api, store]);
}
