/**
 * Stable, machine-readable error codes shared by the API and the UI (DESIGN.md "Errors").
 * The server answers `{ code, message, details? }`; `message` is the translation of
 * `errors.<code>` in the caller's language (src/shared/i18n/<lang>/errors.json), and the UI
 * shows the same key, so a code never needs parsing out of a sentence.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  NOT_REGISTERED: 401,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_BLOCKED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  ILLEGAL_TRANSITION: 409,
  EMAIL_IN_USE: 409,
  PHONE_OR_EMAIL_IN_USE: 409,
  WRONG_REGISTRATION_STEP: 409,
  PROFILE_INCOMPLETE: 409,
  VERIFICATION_REQUIRED: 409,
  NEGATIVE_BALANCE: 409,
  INSUFFICIENT_FUNDS: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  HOLD_SETTLED: 409,
  LESSON_ALREADY_PAID: 409,
  ENTRY_NOT_REVERSIBLE: 409,
  ENTRY_ALREADY_REVERSED: 409,
  TRANSACTION_FINAL: 409,
  WRONG_CODE: 400,
  CODE_EXPIRED: 400,
  TEACHER_BUSY: 409,
  REQUEST_LIMIT_REACHED: 409,
  REQUEST_EXISTS: 409,
  ACTIVE_REQUEST_EXISTS: 409,
  SUBJECT_NOT_TAUGHT: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  AI_QUOTA_EXCEEDED: 429,
  QUIZ_RESULT_FINISHED: 400,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  GOOGLE_SIGN_IN_UNAVAILABLE: 503,
  TOO_MANY_ATTEMPTS: 429,
  GOOGLE_SIGN_IN_NOT_CONFIGURED: 501,
  TUTOR_NOT_VERIFIED: 403,
  STUDENT_BUSY: 409,
  REQUEST_EXPIRED: 409,
  QUIZ_TIME_UP: 409,
  CHAT_NOT_ALLOWED: 403,
  TOO_MANY_ATTACHMENTS: 400,
  ATTACHMENT_UNAVAILABLE: 409,
  LESSON_ACTION_NOT_ALLOWED: 409,
  MEETING_TOO_EARLY: 409,
  REVIEW_NOT_ALLOWED: 409,
  MEETING_ENDED: 409,
  ALREADY_IN_MEETING: 409,
  NOT_IN_MEETING: 409,
  SCREEN_ALREADY_SHARED: 409,
  DRAWBOARD_UNAVAILABLE: 503,
  DRAWBOARD_READ_ONLY: 409,
  RECORDING_CHUNK_MISSING: 409,
  RECORDING_FINISHED: 409,
  RECORDING_HOST_ONLY: 403,
  RECORDING_LESSON_CANCELED: 409,
  RECORDING_TOO_EARLY: 409,
  RECORDING_WINDOW_CLOSED: 409,
  RECORDING_IN_PROGRESS: 409,
  RECORDING_TOO_LARGE: 413,
  RECORDING_QUOTA_EXCEEDED: 413,
  RECORDING_UPLOAD_RATE_LIMITED: 429,
  FILE_REQUIRED: 400,
  FILE_NAME_INVALID: 400,
  TOO_MANY_UPLOADS: 429,
  UPLOAD_DAILY_FILES_REACHED: 429,
  UPLOAD_DAILY_BYTES_REACHED: 413,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Per-field message keys, e.g. `{ phoneNumber: 'validation.phone-requirements' }`. */
export type FieldErrors = Record<string, string>;

export interface ErrorDetails {
  fields?: FieldErrors;
  [key: string]: unknown;
}

/**
 * Thrown by services, which know nothing of HTTP; the server's error handler turns it into a
 * response with the code's status and a translated message.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetails;

  constructor(code: ErrorCode, details?: ErrorDetails) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_STATUS;
}
