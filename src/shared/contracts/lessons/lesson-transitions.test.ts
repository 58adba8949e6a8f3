import { describe, expect, it } from 'vitest';
import { LESSON_DURATION_MS, LESSON_STATUSES, MEETING_JOIN_EARLY_MS } from './lesson-enums';
import {
  allowedActions,
  FREE_CANCEL_BEFORE_MS,
  isLateCancel,
  isMissed,
  LESSON_TABLE_ACTIONS,
  LESSON_TRANSITIONS,
  MISSED_AFTER_MS,
  progressSteps,
  refusalOf,
  targetStatus,
  type LessonClockView,
} from './lesson-transitions';

const START = Date.parse('2026-12-01T10:00:00Z');
const MIN = 60_000;

function lesson(over: Partial<LessonClockView> = {}): LessonClockView {
  return {
    status: 'CREATED',
    startsAt: START,
    agreedStartsAt: START,
    type: 'ONLINE',
    freeLesson: false,
    meetingStartedAt: null,
    studentJoinedAt: null,
    ...over,
  };
}

describe('lesson transition table (docs/lessons/lifecycle.md)', () => {
  it('covers every action and only known statuses', () => {
    for (const action of LESSON_TABLE_ACTIONS) {
      const rule = LESSON_TRANSITIONS[action];
      for (const from of rule.from) expect(LESSON_STATUSES).toContain(from);
      expect(rule.roles.length).toBeGreaterThan(0);
    }
  });

  it('keeps COMPLETED and CANCELED final except for reviews', () => {
    for (const action of LESSON_TABLE_ACTIONS) {
      expect(LESSON_TRANSITIONS[action].from).not.toContain('CANCELED');
      if (action !== 'ADD_REVIEW') expect(LESSON_TRANSITIONS[action].from).not.toContain('COMPLETED');
    }
  });

  it('lets the tutor approve until the start, never the student', () => {
    expect(refusalOf(lesson(), 'tutor', 'APPROVE', START - 1)).toBeNull();
    expect(refusalOf(lesson(), 'tutor', 'APPROVE', START)).toBe('LESSON_ACTION_NOT_ALLOWED');
    expect(refusalOf(lesson(), 'student', 'APPROVE', START - 3_600_000)).toBe('FORBIDDEN');
    expect(refusalOf(lesson({ status: 'READY_TO_START' }), 'tutor', 'APPROVE', 0)).toBe('LESSON_ACTION_NOT_ALLOWED');
    expect(targetStatus('APPROVE', 'CREATED')).toBe('READY_TO_START');
  });

  it('cancels free of charge until FREE_CANCEL_BEFORE_MS, late after, refuses after the start', () => {
    const l = lesson({ status: 'READY_TO_START' });
    const early = START - FREE_CANCEL_BEFORE_MS - 1;
    const late = START - FREE_CANCEL_BEFORE_MS;
    expect(refusalOf(l, 'student', 'CANCEL', early)).toBeNull();
    expect(isLateCancel(l, 'student', early)).toBe(false);
    expect(refusalOf(l, 'student', 'CANCEL', late)).toBeNull();
    expect(isLateCancel(l, 'student', late)).toBe(true);
    // The tutor cancelling late is never the student's cost.
    expect(isLateCancel(l, 'tutor', late)).toBe(false);
    expect(refusalOf(l, 'tutor', 'CANCEL', START + 5 * MIN)).toBe('LESSON_ACTION_NOT_ALLOWED');
  });

  it('frees the student’s cancel of a lesson the tutor moved from the start they agreed to', () => {
    // Agreed two days ahead; the tutor pulled it to START, well inside the paid window.
    const moved = lesson({ status: 'READY_TO_START', agreedStartsAt: START + 48 * 3_600_000 });
    expect(isLateCancel(moved, 'student', START - 3 * 3_600_000)).toBe(false);
    expect(refusalOf(moved, 'student', 'CANCEL', START - 3 * 3_600_000)).toBeNull();
    // Moved back to the agreed start, the usual window applies again.
    expect(isLateCancel(lesson({ status: 'READY_TO_START' }), 'student', START - 3 * 3_600_000)).toBe(true);
  });

  it('opens the meeting from half an hour before the start until the end', () => {
    const l = lesson({ status: 'READY_TO_START' });
    expect(refusalOf(l, 'tutor', 'START_MEETING', START - MEETING_JOIN_EARLY_MS - 1)).toBe('MEETING_TOO_EARLY');
    expect(refusalOf(l, 'tutor', 'START_MEETING', START - MEETING_JOIN_EARLY_MS)).toBeNull();
    expect(refusalOf(l, 'student', 'JOIN_MEETING', START + LESSON_DURATION_MS - 1)).toBeNull();
    expect(refusalOf(l, 'student', 'JOIN_MEETING', START + LESSON_DURATION_MS)).toBe('MEETING_TOO_EARLY');
    expect(refusalOf(l, 'student', 'START_MEETING', START)).toBe('FORBIDDEN');
    expect(refusalOf(lesson(), 'tutor', 'START_MEETING', START)).toBe('MEETING_TOO_EARLY');
    expect(refusalOf(lesson({ status: 'READY_TO_START', type: 'OFFLINE' }), 'tutor', 'START_MEETING', START)).toBe(
      'MEETING_TOO_EARLY',
    );
  });

  it('finalizes the meeting only once both sides met', () => {
    const started = lesson({ status: 'READY_TO_START', meetingStartedAt: START });
    expect(refusalOf(started, 'tutor', 'FINALIZE_MEETING', START + 40 * MIN)).toBe('LESSON_ACTION_NOT_ALLOWED');
    const met = { ...started, studentJoinedAt: START + MIN };
    expect(refusalOf(met, 'tutor', 'FINALIZE_MEETING', START + 40 * MIN)).toBeNull();
    expect(targetStatus('FINALIZE_MEETING', 'READY_TO_START')).toBe('MEETING_COMPLETED');
    const offline = lesson({ status: 'READY_TO_START', type: 'OFFLINE' });
    expect(refusalOf(offline, 'tutor', 'FINALIZE_MEETING', START - 1)).toBe('LESSON_ACTION_NOT_ALLOWED');
    expect(refusalOf(offline, 'tutor', 'FINALIZE_MEETING', START)).toBeNull();
  });

  it('treats a meeting that did not happen as missed: free cancel and a move, no charge', () => {
    const l = lesson({ status: 'READY_TO_START', meetingStartedAt: START });
    const after = START + MISSED_AFTER_MS;
    expect(isMissed(l, after - 1)).toBe(false);
    expect(isMissed(l, after)).toBe(true);
    expect(refusalOf(l, 'student', 'CANCEL', after)).toBeNull();
    expect(isLateCancel(l, 'student', after)).toBe(false);
    expect(allowedActions(l, 'tutor', after)).toEqual(['CANCEL', 'EDIT', 'START_MEETING']);
    expect(isMissed({ ...l, studentJoinedAt: START + MIN }, after)).toBe(false);
  });

  it('drives the homework statuses and completes after the meeting', () => {
    expect(targetStatus('ADD_HOMEWORK', 'MEETING_COMPLETED')).toBe('HOMETASK_ADDED');
    expect(targetStatus('UPLOAD_HOMEWORK_RESULT', 'HOMETASK_ADDED')).toBe('HOMETASK_SUBMITTED');
    expect(targetStatus('REVIEW_HOMEWORK', 'HOMETASK_SUBMITTED', true)).toBe('HOMETASK_ADDED');
    expect(targetStatus('REVIEW_HOMEWORK', 'HOMETASK_SUBMITTED')).toBe('HOMETASK_SUBMITTED');
    expect(refusalOf(lesson({ status: 'HOMETASK_ADDED' }), 'student', 'UPLOAD_HOMEWORK_RESULT', 0)).toBeNull();
    expect(refusalOf(lesson({ status: 'READY_TO_START' }), 'tutor', 'COMPLETE', START + 2 * 3_600_000)).toBe(
      'LESSON_ACTION_NOT_ALLOWED',
    );
    expect(allowedActions(lesson({ status: 'MEETING_COMPLETED' }), 'tutor', 0)).toEqual(['ADD_HOMEWORK', 'COMPLETE']);
  });

  it('offers reviews to both sides of a completed lesson only', () => {
    expect(allowedActions(lesson({ status: 'COMPLETED' }), 'student', 0)).toEqual(['ADD_REVIEW']);
    expect(allowedActions(lesson({ status: 'COMPLETED' }), 'tutor', 0)).toEqual(['ADD_REVIEW']);
    expect(refusalOf(lesson({ status: 'HOMETASK_SUBMITTED' }), 'student', 'ADD_REVIEW', 0)).toBe('REVIEW_NOT_ALLOWED');
  });

  it('asks for payment only for a paid lesson before its start', () => {
    expect(allowedActions(lesson(), 'student', START - 3_600_000)).toEqual(['CANCEL', 'CONFIRM_PAYMENT']);
    expect(allowedActions(lesson({ freeLesson: true }), 'student', START - 3_600_000)).toEqual(['CANCEL']);
  });

  it('draws the progress line', () => {
    expect(progressSteps('READY_TO_START').map((s) => s.state)).toEqual([
      'done',
      'current',
      'todo',
      'todo',
      'todo',
      'todo',
    ]);
    expect(progressSteps('COMPLETED').every((s) => s.state === 'done')).toBe(true);
    expect(progressSteps('CANCELED').every((s) => s.state === 'todo')).toBe(true);
  });
});
