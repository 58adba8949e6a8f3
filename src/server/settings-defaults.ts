/*
 * The defaults of each group of settings: the environment parser (config.ts) starts from them,
 * and buildApp fills what a test leaves out with them, so both agree.
 */

/** Defaults of the accounts settings, shared by the environment parser and buildApp (tests). */
export const ACCOUNT_DEFAULTS = {
  /** Avatar and video-cover uploads (JPEG, PNG, WebP). */
  maxImageBytes: 5 * 1024 * 1024,
  /** Intro video uploads (MP4, WebM, QuickTime). */
  maxVideoBytes: 100 * 1024 * 1024,
  refreshTokenTtlDays: 30,
  googleClientId: null as string | null,
};
export type AccountSettings = typeof ACCOUNT_DEFAULTS;

/**
 * AI of exam practice. With a base URL and a model, analyses and hints stream from an
 * OpenAI-compatible /chat/completions endpoint; without them the analysis is computed from the
 * data (labelled deterministic). Tokens per user replenish every minute.
 */
export const AI_DEFAULTS = {
  baseUrl: null as string | null,
  apiKey: null as string | null,
  model: null as string | null,
  tokensPerMinute: 6000,
  /** Reserved by every analysis or hint before it runs (the whole charge without a model). */
  requestTokens: 1500,
};
export type AiSettings = typeof AI_DEFAULTS;

/** Messenger attachments ("the file count per message are parameterised"). */
export const MESSENGER_DEFAULTS = {
  maxFileBytes: 20 * 1024 * 1024,
  maxFilesPerMessage: 5,
};
export type MessengerSettings = typeof MESSENGER_DEFAULTS;

/**
 * What one user may upload to chats and homework together: files and bytes per UTC day, and
 * uploads per minute. A file no message took is deleted after `unattachedTtlMs`.
 */
export const UPLOAD_QUOTA_DEFAULTS = {
  dailyFiles: 200,
  dailyBytes: 500 * 1024 * 1024,
  perMinute: 30,
  unattachedTtlMs: 24 * 3_600_000,
};
export type UploadQuotaSettings = typeof UPLOAD_QUOTA_DEFAULTS;

/**
 * The meeting room. Peer to peer, browsers find each other through STUN and fall back
 * to relaying through TURN. With `turnSecret` (coturn's `use-auth-secret`) each room gets
 * credentials that expire (the TURN REST scheme); a static username and credential are the
 * fallback. With all three LiveKit settings the room runs through that LiveKit server instead.
 */
export const CLASSROOM_DEFAULTS = {
  stunUrls: ['stun:stun.l.google.com:19302'] as string[],
  turnUrls: [] as string[],
  turnSecret: null as string | null,
  turnUsername: null as string | null,
  turnCredential: null as string | null,
  /** How long minted TURN credentials and LiveKit tokens stay valid. */
  credentialTtlSeconds: 6 * 3600,
  livekitUrl: null as string | null,
  livekitApiKey: null as string | null,
  livekitApiSecret: null as string | null,
};
export type ClassroomSettings = typeof CLASSROOM_DEFAULTS;

/**
 * Lesson recordings: how much each tutor may keep, and how often their recorder may upload. The
 * recorder sends about one chunk a second, batching what waits after a slow answer, so the rate
 * leaves it twice that; a refused upload is retried by the client after a pause.
 */
export const RECORDING_DEFAULTS = {
  quotaBytes: 20 * 1024 * 1024 * 1024,
  chunkUploadsPerMinute: 120,
};
export type RecordingSettings = typeof RECORDING_DEFAULTS;

/**
 * Card payments: which acquirer takes them. `sandbox` (the default outside production) is built
 * in and needs nothing; `monobank` needs the merchant's X-Token, which stays on the server (never
 * in an answer or a log line). Production names its acquirer explicitly.
 */
export const PAYMENT_DEFAULTS = {
  acquirer: 'sandbox' as 'sandbox' | 'monobank',
  monobankToken: null as string | null,
  monobankApiUrl: 'https://api.monobank.ua',
  /** An invoice stays payable for an hour. */
  invoiceValiditySeconds: 3600,
  /** An open invoice not heard of for two minutes is asked about. */
  pollLateAfterMs: 120_000,
  pollIntervalMs: 60_000,
};
export type PaymentSettings = typeof PAYMENT_DEFAULTS;
