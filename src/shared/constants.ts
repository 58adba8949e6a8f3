/** Business constants and limits of spec section 9, in one place for server and client. */
export const LIMITS = {
  maxActiveLessonRequests: 5,
  lessonRequestActiveDays: 7,
  maxSelectedSlots: 5,
  platformFeeLessons: 2,
  lessonMinutes: 50,
  searchPricePerMinutes: 60,
  passwordMinLength: 9,
  phoneDigits: 9,
  aiEditMinChars: 20,
  textEditorMaxChars: 10000,
  multiselectMaxChoices: 3,
  defaultReviewRating: 1,
  recentlyActiveMinutes: 5,
  teacherVerificationHours: 24,
  skillSuggestionHours: 48,
} as const;

/** Layout figures (header, sidebar, breakpoints), shared by CSS variables and tests. */
export const LAYOUT = {
  mobileMax: 767,
  tabletMax: 1024,
  headerHeightMobile: 63,
  headerHeight: 54,
  sidebarCollapsed: 80,
  sidebarOpen: 277,
  toastNarrowMaxWidth: 768,
  toastMsNarrow: 3000,
  toastMsWide: 5000,
} as const;

export const TIMINGS = {
  consentCookieDays: 365,
  serviceWorkerUnregisterMs: 1000,
  idleAnalyticsFallbackMs: 1000,
  chunkLoadTimeoutMs: 120_000,
} as const;

export const DEFAULT_CURRENCY = 'UAH';
