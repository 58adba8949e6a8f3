/*
 * Every key the client keeps in local storage, in one registry so no two features invent the
 * same name and the desktop keychain (src/shared/ipc.ts TokenPair) mirrors the web names.
 * The first six are the keys spec section 9 names; the rest are the "and others" it leaves open.
 */

/** Local-storage keys (spec section 9). Values are the literal names stored in the browser. */
export const STORAGE_KEYS = {
  /** Bearer token of the signed-in user. */
  token: 'token',
  /** Refresh token posted to the refresh endpoint after each successful call. */
  refresh: 'refresh',
  /** Set when a 401 ends the session, so /logout can say "Your session has expired!". */
  logoutInfo: 'logoutInfo',
  /** Slots picked in step 1 of a lesson request (at most 5). */
  activeSlots: 'activeSlots',
  /** Draft of the lesson-creation form. */
  createLessonData: 'createLessonData',
  /** Guest request data kept until the guest signs in. */
  guestUserData: 'guestUserData',
  /** Chosen interface language, `uk` or `en` (default Ukrainian). */
  language: 'lang',
  /** Whether the sidebar is open; default open. */
  sidebarOpen: 'sidebarOpen',
  /** Favourite tutors of a guest. */
  guestFavourites: 'guestFavourites',
  /** Quiz run state, so a quiz started before login resumes after it. */
  quizRunState: 'quizRunState',
  /** `continueQuizAfterAuth`: the run a guest took to sign-in, resumed once signed in. */
  continueQuizAfterAuth: 'continueQuizAfterAuth',
  /** Whether the guided tour has been shown. */
  tourSeen: 'tourSeen',
  /** A tutor's invite link opened before signing up or in: accepted right after sign-in. */
  pendingInvite: 'pendingInvite',
} as const;

export type StorageKeyName = keyof typeof STORAGE_KEYS;
export type StorageKey = (typeof STORAGE_KEYS)[StorageKeyName];

/**
 * Cookie names. Consent is a cookie rather than a local-storage entry because it must expire
 * after one year, which local storage cannot do by itself.
 */
export const COOKIE_NAMES = {
  cookieConsent: 'cookieConsent',
} as const;

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];
