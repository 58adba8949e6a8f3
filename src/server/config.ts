import path from 'node:path';
import { z } from 'zod';
import {
  ACCOUNT_DEFAULTS,
  type AccountSettings,
  AI_DEFAULTS,
  type AiSettings,
  MESSENGER_DEFAULTS,
  type MessengerSettings,
  UPLOAD_QUOTA_DEFAULTS,
  type UploadQuotaSettings,
  CLASSROOM_DEFAULTS,
  type ClassroomSettings,
  RECORDING_DEFAULTS,
  type RecordingSettings,
  PAYMENT_DEFAULTS,
  type PaymentSettings,
} from './settings-defaults';

/** A comma-separated list of STUN or TURN URLs; empty entries dropped. */
const iceUrlList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .refine((urls) => urls.every((url) => /^(stun|stuns|turn|turns):/.test(url)), {
    message: 'each URL must start with stun:, stuns:, turn: or turns:',
  });

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/**
 * Every setting the server reads, from the environment, parsed once at start-up. The README's
 * configuration table lists the same names; a wrong value stops the server with a clear message
 * instead of surfacing later as an odd failure.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  WEB_DIST_DIR: z.string().default('dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset, demo data loads outside production only (`productionDefaults`). */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Unset, it is this server on localhost at PORT, so links work wherever `npm start` listens. */
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  /**
   * Which X-Forwarded-For hops to believe: `false`; a number of proxies in front of
   * the server (`true` means one); or their addresses/CIDRs, comma-separated. The client address
   * is then the one the outermost trusted proxy saw, never the left-most (client-written) entry.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const trimmed = value.trim();
      if (trimmed === 'false' || trimmed === '0') return false;
      if (trimmed === 'true') return 1;
      if (/^\d+$/.test(trimmed)) return Number(trimmed);
      if (/^[\w.:/]+(\s*,\s*[\w.:/]+)*$/.test(trimmed)) return trimmed;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, a hop count or proxy addresses' });
      return z.NEVER;
    }),
  /**
   * Test seams for the browser suite (scripts/e2e-server.mjs sets it): routes that put data where
   * no user action can, e.g. a lesson starting now. Refused when NODE_ENV is production.
   */
  E2E_FIXTURES: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
  NODE_ENV: z.string().optional(),
  // Accounts: mail, Google sign-in, uploads and sessions.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Repetytor <no-reply@repetytor.local>'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  TLDRAW_LICENSE_KEY: z.string().min(1).optional(),
  UPLOAD_MAX_IMAGE_MB: z.coerce
    .number()
    .positive()
    .default(ACCOUNT_DEFAULTS.maxImageBytes / MIB),
  UPLOAD_MAX_VIDEO_MB: z.coerce
    .number()
    .positive()
    .default(ACCOUNT_DEFAULTS.maxVideoBytes / MIB),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(ACCOUNT_DEFAULTS.refreshTokenTtlDays),
  // Exam-practice AI: an OpenAI-compatible endpoint, optional.
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TOKENS_PER_MINUTE: z.coerce.number().int().min(1).default(AI_DEFAULTS.tokensPerMinute),
  AI_REQUEST_TOKENS: z.coerce.number().int().min(1).default(AI_DEFAULTS.requestTokens),
  // With a Redis: live pushes fan out across processes, sign-in throttles are shared.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  // Several server processes behind one port: 1 is a single process, no cluster.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  REDIS_KEY_PREFIX: z.string().min(1).default('repetytor:'),
  // Guests' exam-practice attempts nobody signed in to claim are deleted after this many hours.
  GUEST_QUIZ_ATTEMPT_TTL_HOURS: z.coerce.number().positive().default(72),
  // How long a server-rendered page waits for its data before the browser renders it instead.
  SSR_DATA_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  // Messenger: the size of one attached file and the files per message.
  MESSENGER_MAX_FILE_MB: z.coerce
    .number()
    .positive()
    .default(MESSENGER_DEFAULTS.maxFileBytes / MIB),
  MESSENGER_MAX_FILES_PER_MESSAGE: z.coerce
    .number()
    .int()
    .min(1)
    .max(20)
    .default(MESSENGER_DEFAULTS.maxFilesPerMessage),
  // Chat and homework uploads per user: files and megabytes a day, uploads a minute.
  UPLOAD_DAILY_FILES: z.coerce.number().int().min(1).default(UPLOAD_QUOTA_DEFAULTS.dailyFiles),
  UPLOAD_DAILY_MB: z.coerce
    .number()
    .positive()
    .default(UPLOAD_QUOTA_DEFAULTS.dailyBytes / MIB),
  UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(UPLOAD_QUOTA_DEFAULTS.perMinute),
  // Meeting room: STUN/TURN for peer to peer, or a LiveKit server.
  STUN_URLS: iceUrlList.optional(),
  TURN_URLS: iceUrlList.optional(),
  TURN_SECRET: z.string().min(16).optional(),
  TURN_USERNAME: z.string().min(1).optional(),
  TURN_CREDENTIAL: z.string().min(1).optional(),
  LIVEKIT_URL: z
    .string()
    .regex(/^(wss?|https?):\/\//, 'LIVEKIT_URL must start with wss://, ws://, https:// or http://')
    .optional(),
  LIVEKIT_API_KEY: z.string().min(1).optional(),
  LIVEKIT_API_SECRET: z.string().min(32, 'LIVEKIT_API_SECRET must be at least 32 characters').optional(),
  // Lesson recordings: each tutor's storage quota in GB (GiB).
  RECORDINGS_QUOTA_GB: z.coerce
    .number()
    .positive()
    .default(RECORDING_DEFAULTS.quotaBytes / GIB),
  // Card payments: the built-in sandbox acquirer, or monobank acquiring with its token.
  /** Unset, the sandbox outside production; production refuses to start without it. */
  PAYMENTS_ACQUIRER: z.enum(['sandbox', 'monobank']).optional(),
  MONOBANK_TOKEN: z.string().min(1).optional(),
  MONOBANK_API_URL: z.string().url().default(PAYMENT_DEFAULTS.monobankApiUrl),
  PAYMENT_INVOICE_VALIDITY_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400)
    .default(PAYMENT_DEFAULTS.invoiceValiditySeconds),
});

/** Fastify's trustProxy as this server allows it: never `true` (that trusts any X-Forwarded-For). */
export type TrustProxy = false | number | string;

export type ServerConfig = {
  /** NODE_ENV=production: nothing meant for developers is on unless a setting says so. */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  webDistDir: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  seedDemoData: boolean;
  publicUrl: string;
  trustProxy: TrustProxy;
  /** E2E_FIXTURES: the browser suite's test seams (src/server/testing). */
  e2eFixtures?: boolean;
  /** Throttle counters (and, for other modules, shared state) in Redis instead of the database. */
  redisUrl?: string;
  jwtSecret?: string;
  accessTokenTtlSeconds: number;
  /** Mail goes over SMTP when set, otherwise to the outbox table and the log. */
  smtpUrl?: string;
  mailFrom: string;
  accounts: AccountSettings;
  ai: AiSettings;
  /** How many server processes share the port (WEB_CONCURRENCY); above 1 a cluster primary forks them. */
  webConcurrency: number;
  redisKeyPrefix: string;
  messenger: MessengerSettings;
  uploadQuota: UploadQuotaSettings;
  classroom: ClassroomSettings;
  recordings: RecordingSettings;
  payments: PaymentSettings;
  /** The lesson drawboards: tldraw's licence key, handed to the board in the browser. */
  drawboards: { licenseKey: string | null };
  /** How long a guest's unclaimed exam-practice attempt is kept (ms). */
  guestQuizAttemptTtlMs: number;
  /** How long a server-rendered page waits for its data before the browser renders it (ms). */
  pageDataWaitMs: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const setupProblems = [...processSetupProblems(e), ...productionProblems(e)];
  if (setupProblems.length > 0) throw new Error(`Invalid configuration:\n  ${setupProblems.join('\n  ')}`);
  const production = e.NODE_ENV === 'production';
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA ?? !production,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    trustProxy: e.TRUST_PROXY,
    e2eFixtures: e.E2E_FIXTURES,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accounts: {
      maxImageBytes: Math.round(e.UPLOAD_MAX_IMAGE_MB * MIB),
      maxVideoBytes: Math.round(e.UPLOAD_MAX_VIDEO_MB * MIB),
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      googleClientId: e.GOOGLE_CLIENT_ID ?? null,
    },
    drawboards: { licenseKey: e.TLDRAW_LICENSE_KEY ?? null },
    ai: {
      baseUrl: e.AI_BASE_URL ?? null,
      apiKey: e.AI_API_KEY ?? null,
      model: e.AI_MODEL ?? null,
      tokensPerMinute: e.AI_TOKENS_PER_MINUTE,
      requestTokens: e.AI_REQUEST_TOKENS,
    },
    webConcurrency: e.WEB_CONCURRENCY,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    messenger: {
      maxFileBytes: Math.round(e.MESSENGER_MAX_FILE_MB * MIB),
      maxFilesPerMessage: e.MESSENGER_MAX_FILES_PER_MESSAGE,
    },
    uploadQuota: {
      ...UPLOAD_QUOTA_DEFAULTS,
      dailyFiles: e.UPLOAD_DAILY_FILES,
      dailyBytes: Math.round(e.UPLOAD_DAILY_MB * MIB),
      perMinute: e.UPLOADS_PER_MINUTE,
    },
    classroom: {
      ...CLASSROOM_DEFAULTS,
      stunUrls: e.STUN_URLS ?? CLASSROOM_DEFAULTS.stunUrls,
      turnUrls: e.TURN_URLS ?? [],
      turnSecret: e.TURN_SECRET ?? null,
      turnUsername: e.TURN_USERNAME ?? null,
      turnCredential: e.TURN_CREDENTIAL ?? null,
      livekitUrl: e.LIVEKIT_URL ?? null,
      livekitApiKey: e.LIVEKIT_API_KEY ?? null,
      livekitApiSecret: e.LIVEKIT_API_SECRET ?? null,
    },
    recordings: { ...RECORDING_DEFAULTS, quotaBytes: Math.round(e.RECORDINGS_QUOTA_GB * GIB) },
    payments: {
      ...PAYMENT_DEFAULTS,
      acquirer: e.PAYMENTS_ACQUIRER ?? PAYMENT_DEFAULTS.acquirer,
      monobankToken: e.MONOBANK_TOKEN ?? null,
      monobankApiUrl: e.MONOBANK_API_URL.replace(/\/+$/, ''),
      invoiceValiditySeconds: e.PAYMENT_INVOICE_VALIDITY_SECONDS,
    },
    guestQuizAttemptTtlMs: Math.round(e.GUEST_QUIZ_ATTEMPT_TTL_HOURS * 3_600_000),
    pageDataWaitMs: e.SSR_DATA_WAIT_MS,
  };
}

/**
 * Production must name what takes real money: with no acquirer said, a sandbox would let anyone
 * top up with the public test card and pay tutors with it.
 */
function productionProblems(e: z.infer<typeof EnvSchema>): string[] {
  if (e.NODE_ENV !== 'production' || e.PAYMENTS_ACQUIRER) return [];
  return [
    'PAYMENTS_ACQUIRER: required in production (NODE_ENV=production): `monobank` to take real card payments, or `sandbox` said explicitly for a test installation (its payment page then says TEST MODE)',
  ];
}

/**
 * Settings that are each valid alone but not together. Several processes (WEB_CONCURRENCY > 1)
 * must share what a single one keeps to itself: the token secret (without JWT_SECRET each start
 * generates or reads a file in DATA_DIR, which processes on other machines do not share and
 * processes starting at once race to write) and the database (PGlite's files belong to the one
 * process that opened them).
 */
function processSetupProblems(e: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (e.E2E_FIXTURES && e.NODE_ENV === 'production') {
    problems.push('E2E_FIXTURES: test seams are never served in production (NODE_ENV=production)');
  }
  const livekit = [e.LIVEKIT_URL, e.LIVEKIT_API_KEY, e.LIVEKIT_API_SECRET].filter(Boolean).length;
  if (livekit > 0 && livekit < 3) {
    problems.push(
      'LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET: set all three to run meetings through LiveKit, or none for peer to peer',
    );
  }
  if (e.PAYMENTS_ACQUIRER === 'monobank' && !e.MONOBANK_TOKEN) {
    problems.push('MONOBANK_TOKEN: required when PAYMENTS_ACQUIRER=monobank (the X-Token of the acquiring cabinet)');
  }
  if (e.WEB_CONCURRENCY <= 1) return problems;
  if (!e.JWT_SECRET) {
    problems.push(
      `JWT_SECRET: required when WEB_CONCURRENCY=${e.WEB_CONCURRENCY} runs several server processes, so that each accepts the sign-ins the others issue (at least 32 characters, e.g. \`openssl rand -base64 48\`)`,
    );
  }
  if (!e.DATABASE_URL) {
    problems.push(
      `DATABASE_URL: required when WEB_CONCURRENCY=${e.WEB_CONCURRENCY} runs several server processes; the embedded database (PGlite) belongs to one process, so they must share a PostgreSQL server (or set WEB_CONCURRENCY=1)`,
    );
  }
  return problems;
}
