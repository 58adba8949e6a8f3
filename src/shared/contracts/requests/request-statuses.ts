/**
 * Lesson request statuses (the product gives two lists without transitions; docs/requests/statuses.md
 * explains how they are merged). CREATED of the first list is ACTIVE here.
 */
export const LESSON_REQUEST_STATUSES = [
  'ACTIVE',
  'WAITING_FOR_REPLY',
  'ACCEPTED',
  'REJECTED',
  'CANCELLED',
  'DEACTIVATED',
  'CONTACTS_OPENED',
] as const;
export type LessonRequestStatus = (typeof LESSON_REQUEST_STATUSES)[number];

/** Request types; students create the first two kinds here. */
export const LESSON_REQUEST_TYPES = ['STUDENT_DIRECT', 'STUDENT_PUBLIC', 'TEACHER_PUBLIC'] as const;
export type LessonRequestType = (typeof LESSON_REQUEST_TYPES)[number];

/** The allowed transitions; the server refuses any other with 409 ILLEGAL_TRANSITION. */
export const REQUEST_TRANSITIONS: Record<LessonRequestStatus, readonly LessonRequestStatus[]> = {
  // Waiting for a tutor: the tutor accepts a slot or rejects (direct), a tutor offers (public),
  // the student cancels, or 7 days pass with no reply.
  ACTIVE: ['ACCEPTED', 'REJECTED', 'WAITING_FOR_REPLY', 'CANCELLED', 'DEACTIVATED'],
  // A tutor replied with an offer: the student accepts one, cancels, or rejects the last one.
  WAITING_FOR_REPLY: ['ACCEPTED', 'CANCELLED', 'ACTIVE'],
  ACCEPTED: ['CONTACTS_OPENED'],
  CONTACTS_OPENED: [],
  REJECTED: [],
  CANCELLED: [],
  DEACTIVATED: [],
};

/** Statuses that count towards the student's limit of 5 and block a second request to one tutor. */
export const ACTIVE_REQUEST_STATUSES = [
  'ACTIVE',
  'WAITING_FOR_REPLY',
] as const satisfies readonly LessonRequestStatus[];

export function canTransition(from: LessonRequestStatus, to: LessonRequestStatus): boolean {
  return REQUEST_TRANSITIONS[from].includes(to);
}

/** Which statuses may move to `to`: the WHERE clause of a guarded UPDATE. */
export function statusesLeadingTo(to: LessonRequestStatus): LessonRequestStatus[] {
  return LESSON_REQUEST_STATUSES.filter((from) => canTransition(from, to));
}

/** A tutor's offer on a public request. */
export const OFFER_STATUSES = ['WAITING_FOR_REPLY', 'ACCEPTED', 'REJECTED', 'CANCELLED'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_TRANSITIONS: Record<OfferStatus, readonly OfferStatus[]> = {
  WAITING_FOR_REPLY: ['ACCEPTED', 'REJECTED', 'CANCELLED'],
  ACCEPTED: [],
  REJECTED: [],
  CANCELLED: [],
};

export const REQUEST_TABS = ['personal', 'general', 'all'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];
export const REQUEST_SORTS = ['newest', 'oldest'] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];
