import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessTokens } from './auth/access-tokens';
import type { ThrottleStore } from './auth/attempt-limiter';
import type { GoogleKeySet } from './auth/google-id-token';
import type { ServerConfig } from './config';
import {
  ACCOUNT_DEFAULTS,
  CLASSROOM_DEFAULTS,
  MESSENGER_DEFAULTS,
  PAYMENT_DEFAULTS,
  RECORDING_DEFAULTS,
  UPLOAD_QUOTA_DEFAULTS,
  type AccountSettings,
  type AiSettings,
  type ClassroomSettings,
  type MessengerSettings,
  type PaymentSettings,
  type RecordingSettings,
  type UploadQuotaSettings,
} from './settings-defaults';
import type { Database, DatabaseHandle } from './db/database';
import type { MailSender } from './integrations/mail/mail.port';
import type { SmsSender } from './integrations/sms/sms.port';
import type { FileStorage } from './integrations/storage/file-storage.port';
import { createAuthModule } from './modules/auth/auth.module';
import { createSessionCheck } from './modules/auth/session-check';
import { createFavouritesModule } from './modules/favourites/favourites.module';
import { createLedgerModule, type LedgerFacade } from './modules/ledger/ledger.module';
import { createLessonsModule, type LessonsFacade } from './modules/lessons/lessons.module';
import { createDrawboardsModule } from './modules/drawboards/drawboards.module';
import { createRecordingsModule } from './modules/recordings/recordings.module';
import { createRequestsModule } from './modules/requests/requests.module';
import { createStudentsModule } from './modules/students/students.module';
import { createHomeworkModule } from './modules/homework/homework.module';
import { createScheduleModule } from './modules/schedule/schedule.module';
import { createPublicPagesModule } from './modules/public-pages/public-pages.module';
import { createSearchModule } from './modules/search/search.module';
import { createSeoModule } from './modules/seo/seo.module';
import { createTutorsModule } from './modules/tutors/tutors.module';
import { createNotificationsModule } from './modules/notifications/notifications.module';
import { createProfileModule, profileFacadeOf } from './modules/profile/profile.module';
import { createAiModule } from './modules/ai/ai.module';
import { createQuizzesModule } from './modules/quizzes/quizzes.module';
import { createReferenceModule } from './modules/reference/reference.module';
import { createSettingsModule } from './modules/settings/settings.module';
import { createVerificationModule } from './modules/verification/verification.module';
import { createSystemModule } from './modules/system/system.module';
import { answerCompressionPlugin, COMPRESS_MIN_BYTES } from './plugins/answer-compression';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { languagePlugin } from './plugins/language';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { loadAppPageRenderer } from './modules/page-render/page-render';
import { webClientPlugin } from './plugins/web-client';
import { createSubjectSuggestionsModule } from './modules/subject-suggestions/subject-suggestions.module';
import { createMessengerModule } from './modules/messenger/messenger.module';
import { createClassroomModule } from './modules/classroom/classroom.module';
import { createPaymentsModule, type PaymentsModule } from './modules/payments/payments.module';
import { createAppContext, type AppContext } from './app-context';
import { createUploadLimits } from './uploads/upload-limits';
import { liveRoutes } from './live/live.routes';
import { e2eFixtureRoutes } from './testing/e2e-fixtures.routes';
import { LIVE_PROTOCOL } from '../shared/contracts/live';

declare module 'fastify' {
  interface FastifyInstance {
    /** The composition root's context: main.ts's jobs take its database, mail and storage; tests its event bus and live channel. */
    ctx: AppContext;
    /** The ledger's facade: money-pay's card flows post through it; tests read it. */
    ledger: LedgerFacade;
    /** The lessons facade: tests take lesson actions through it, as the routes do. */
    lessons: LessonsFacade;
    /** Card payments: main.ts schedules their poll job, tests drive it. */
    payments: PaymentsModule;
  }
}

export const API_PREFIX = '/users/v1';
export const OPEN_PREFIX = `${API_PREFIX}/open`;

/** What the app needs from outside; tests pass their own database and config. */
export interface AppDeps {
  config: Pick<ServerConfig, 'webDistDir' | 'logLevel' | 'trustProxy'> &
    Partial<
      Pick<
        ServerConfig,
        'publicUrl' | 'redisUrl' | 'redisKeyPrefix' | 'e2eFixtures' | 'pageDataWaitMs' | 'smtpUrl' | 'mailFrom'
      >
    > & {
      accounts?: Partial<AccountSettings>;
      ai?: Partial<AiSettings>;
      /** The live channel's ping interval (25 s); tests shorten it. */
      liveHeartbeatMs?: number;
      /**
       * How long a "session live" answer is cached (SESSION_CHECK_CACHE_MS); tests lengthen it
       * to show a revocation does not wait for it.
       */
      sessionCheckCacheMs?: number;
      messenger?: Partial<MessengerSettings>;
      /** Chat and homework uploads per user a day and a minute; tests make them small. */
      uploadQuota?: Partial<UploadQuotaSettings>;
      /** STUN/TURN and LiveKit of the meeting room. */
      classroom?: Partial<ClassroomSettings>;
      /** Lesson recordings: each tutor's storage quota and upload rate. */
      recordings?: Partial<RecordingSettings>;
      /** Drawboards: how long board changes gather before they are written; tests shorten it. */
      /** Card payments: the acquirer and its settings; the sandbox by default. */
      payments?: Partial<PaymentSettings>;
      drawboards?: { persistDelayMs?: number; licenseKey?: string | null };
    };
  db: Database;
  accessTokens: AccessTokens;
  /** The clock every rule reads (expiry, quotas, schedules); tests pass a controllable one. */
  now?: () => number;
  /** A pino logger config or false; tests pass false to keep output readable. */
  logger?: boolean | object;
  /**
   * Integration ports (app-context.ts builds each once); each defaults to its embedded form when
   * absent: mail to SMTP with config.smtpUrl, else the outbox; SMS to the outbox; files to memory.
   */
  mail?: MailSender;
  sms?: SmsSender;
  storage?: FileStorage;
  /** Where login and code failures are counted: the database by default, Redis with REDIS_URL. */
  throttleStore?: ThrottleStore;
  /** Google's signing keys for ID tokens; tests pass a local key set. */
  googleKeys?: GoogleKeySet;
  /** Which database `db` is, and its LISTEN (PostgreSQL): the domain events wake on commits. */
  database?: Pick<DatabaseHandle, 'kind' | 'listen'>;
}

/**
 * A hop count as Fastify applies it (the socket's peer and the next n-1 X-Forwarded-For entries
 * from the right are proxies; the entry before them is the client), written as the function its
 * types accept.
 */
function trustedHops(trust: AppDeps['config']['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Builds the whole API: external plugins first, then app decorators, then each module's routes
 * as an encapsulated plugin under its prefix, and the web client last so its not-found handler
 * sees every route (HOUSE-STYLE 6).
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets never reach the log: acquirer tokens and signatures, sign-in bearers.
    logger: deps.logger ?? {
      level: deps.config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers["x-token"]', 'req.headers["x-sign"]', '*.token', '*.xToken'],
        censor: '[redacted]',
      },
    },
    trustProxy: trustedHops(deps.config.trustProxy),
    // Bodies above 1 MiB are refused with 413 before parsing; uploads use their own route limits.
    bodyLimit: 1024 * 1024,
    // Our error handler answers JSON for bad URLs too.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(rateLimit, { global: false });
  // CSP, framing, sniffing, referrer and HSTS headers on every answer, HTML and API.
  await app.register(securityHeadersPlugin, { googleSignIn: Boolean(deps.config.accounts?.googleClientId) });
  await app.register(compress, { threshold: COMPRESS_MIN_BYTES });
  // Answers built in memory are compressed in one call, before compress's streams see them.
  await app.register(answerCompressionPlugin);
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  const sessionCheck = createSessionCheck({
    db: deps.db,
    now: deps.now ?? Date.now,
    cacheMs: deps.config.sessionCheckCacheMs,
  });
  await app.register(authPlugin, { accessTokens: deps.accessTokens, sessionCheck });
  await app.register(openApiPlugin);

  // The spine: one context for every module, with the integrations built once; the event
  // dispatcher runs with the server.
  const ctx = await createAppContext(deps, app.log, { sessionCheck });
  app.decorate('ctx', ctx);
  // Every process reads a revocation from the live log (session.revoked): each drops its cached
  // "live" answers for the user then, so the revoked token is refused everywhere at once.
  ctx.live.onRevoked((userId) => sessionCheck.forget(userId));
  app.addHook('onReady', async () => {
    await ctx.live.start();
    await ctx.events.start();
  });
  app.addHook('onClose', async () => {
    await ctx.events.stop();
    await ctx.live.stop();
  });
  await app.register(websocket, {
    options: {
      // tldraw's board client sends messages of up to 1 MiB (it splits larger ones).
      maxPayload: 1024 * 1024,
      handleProtocols: (offered) => (offered.has(LIVE_PROTOCOL) ? LIVE_PROTOCOL : false),
    },
  });
  await app.register(liveRoutes, {
    prefix: OPEN_PREFIX,
    live: ctx.live,
    accessTokens: deps.accessTokens,
    sessionCheck,
  });
  const notifications = createNotificationsModule(ctx, { publicUrl: deps.config.publicUrl ?? 'http://localhost' });

  const system = createSystemModule(ctx);
  await app.register(system.routes, { prefix: OPEN_PREFIX, ...system.routeOptions });
  if (deps.config.e2eFixtures) await app.register(e2eFixtureRoutes, { prefix: OPEN_PREFIX, db: deps.db });
  const reference = createReferenceModule(ctx);
  await app.register(reference.routes, { prefix: OPEN_PREFIX, ...reference.routeOptions });

  // Accounts: open auth and public pages, then the signed-in modules, then admin. The profile
  // facade comes first: sign-up writes the new account's empty profile through it.
  const accountSettings = { ...ACCOUNT_DEFAULTS, ...deps.config.accounts };
  const profileFacade = profileFacadeOf(ctx.db);
  const auth = createAuthModule(ctx, { settings: accountSettings, sessionCheck, profiles: profileFacade });
  const profiles = createProfileModule(ctx, { auth: auth.facade, settings: accountSettings, facade: profileFacade });
  const verification = createVerificationModule(ctx, {
    profiles: profiles.facade,
    notifications: notifications.facade,
  });
  const subjectSuggestions = createSubjectSuggestionsModule(ctx);
  await app.register(auth.routes, { prefix: `${OPEN_PREFIX}/auth`, ...auth.routeOptions });
  await app.register(profiles.openRoutes, { prefix: OPEN_PREFIX, ...profiles.openRouteOptions });
  await app.register(profiles.routes, { prefix: API_PREFIX, ...profiles.routeOptions });
  await app.register(profiles.teacherRoutes, { prefix: API_PREFIX, ...profiles.teacherRouteOptions });
  await app.register(profiles.userRoutes, { prefix: API_PREFIX, ...profiles.userRouteOptions });
  await app.register(verification.routes, { prefix: API_PREFIX, ...verification.routeOptions });
  await app.register(notifications.routes, { prefix: API_PREFIX, ...notifications.routeOptions });
  await app.register(verification.adminRoutes, { prefix: `${API_PREFIX}/admin`, ...verification.adminRouteOptions });
  await app.register(auth.adminRoutes, { prefix: `${API_PREFIX}/admin`, ...auth.adminRouteOptions });
  // Subjects tutors miss in the list: theirs to suggest, admins' to read.
  await app.register(subjectSuggestions.routes, { prefix: API_PREFIX, ...subjectSuggestions.routeOptions });
  await app.register(subjectSuggestions.adminRoutes, {
    prefix: `${API_PREFIX}/admin`,
    ...subjectSuggestions.routeOptions,
  });

  // Tutor discovery: open search, tutor pages and forms, signed-in favourites, and the
  // server-rendered SEO pages, which must be registered before the web client's catch-all.
  const search = createSearchModule(ctx);
  const tutors = createTutorsModule(ctx, { names: search.names, profiles: profiles.facade });
  const publicPages = createPublicPagesModule(ctx);
  const favourites = createFavouritesModule(ctx, { names: search.names });
  const seo = createSeoModule(ctx, { names: search.names, search: search.facade });
  await app.register(search.routes, { prefix: OPEN_PREFIX, ...search.routeOptions });
  await app.register(tutors.openRoutes, { prefix: OPEN_PREFIX, ...tutors.routeOptions });
  await app.register(publicPages.routes, { prefix: OPEN_PREFIX, ...publicPages.routeOptions });
  await app.register(tutors.routes, { prefix: API_PREFIX, ...tutors.routeOptions });
  await app.register(favourites.routes, { prefix: API_PREFIX, ...favourites.routeOptions });
  await app.register(seo.landingRoutes, { prefix: OPEN_PREFIX, ...seo.landingRouteOptions });
  // The web build's server renderer, if it has one: the landings and the web client's public
  // screens render through it (modules/page-render).
  const pages = await loadAppPageRenderer(app, deps.config.webDistDir, {
    publicUrl: deps.config.publicUrl,
    dataWaitMs: deps.config.pageDataWaitMs,
  });
  await app.register(seo.routes, { ...seo.routeOptions, pages });

  // Lessons are built here, as quizzes, schedules and requests ask them; their routes
  // are registered with the booking below.
  const lessons = createLessonsModule(ctx, { notifications: notifications.facade });
  app.decorate('lessons', lessons.facade);
  // Settings: an account deletion cancels the account's lessons through their facade.
  const settings = createSettingsModule(ctx, {
    auth: auth.facade,
    notifications: notifications.facade,
    profiles: profiles.facade,
    lessons: lessons.facade,
  });
  await app.register(settings.routes, { prefix: API_PREFIX, ...settings.routeOptions });

  // Exam practice: open quizzes, signed-in results, teacher/admin authoring.
  const quizzes = createQuizzesModule(ctx, {
    lessons: lessons.facade,
    notifications: notifications.facade,
    profiles: profiles.facade,
  });
  await app.register(quizzes.openRoutes, { prefix: OPEN_PREFIX, ...quizzes.openRouteOptions });
  await app.register(quizzes.routes, { prefix: API_PREFIX, ...quizzes.routeOptions });
  await app.register(quizzes.authoringRoutes, {
    prefix: `${API_PREFIX}/quiz-authoring`,
    ...quizzes.authoringRouteOptions,
  });
  const ai = createAiModule(ctx, { quizzes: quizzes.facade, settings: deps.config.ai });
  await app.register(ai.routes, { prefix: `${API_PREFIX}/ai`, ...ai.routeOptions });

  // Lesson requests, schedule and booking.
  const schedule = createScheduleModule(ctx, { lessons: lessons.facade, profiles: profiles.facade });
  const requests = createRequestsModule(ctx, {
    notifications: notifications.facade,
    lessons: lessons.facade,
    schedule: schedule.facade,
    profiles: profiles.facade,
  });
  await app.register(schedule.openRoutes, { prefix: OPEN_PREFIX, ...schedule.openRouteOptions });
  await app.register(schedule.routes, { prefix: API_PREFIX, ...schedule.routeOptions });
  await app.register(requests.routes, { prefix: API_PREFIX, ...requests.routeOptions });
  await app.register(lessons.routes, { prefix: API_PREFIX, ...lessons.routeOptions });
  // The meeting room: presence, signalling, ICE servers and LiveKit tokens.
  const classroom = createClassroomModule(ctx, {
    lessons: lessons.facade,
    settings: { ...CLASSROOM_DEFAULTS, ...deps.config.classroom },
  });
  await app.register(classroom.routes, { prefix: API_PREFIX, ...classroom.routeOptions });
  // Classroom: the lesson's drawboards, their REST routes and sync socket.
  const drawboards = createDrawboardsModule(ctx, { lessons: lessons.facade, ...deps.config.drawboards });
  await app.register(drawboards.routes, { prefix: API_PREFIX, ...drawboards.routeOptions });
  await app.register(drawboards.socketRoutes, { prefix: OPEN_PREFIX, ...drawboards.socketRouteOptions });
  // A board socket ends with its sign-in session, in whichever process holds it.
  ctx.live.onRevoked((userId, sessionId) => drawboards.endSession(userId, sessionId));
  // Lesson recordings: chunks uploaded while recording, played back from the lesson page.
  const recordings = createRecordingsModule(ctx, {
    lessons: lessons.facade,
    settings: { ...RECORDING_DEFAULTS, ...deps.config.recordings },
  });
  await app.register(recordings.routes, { prefix: API_PREFIX, ...recordings.routeOptions });
  await app.register(recordings.mediaRoutes, { prefix: OPEN_PREFIX, ...recordings.mediaRouteOptions });
  // My students and invites, the lesson's student tab.
  const students = createStudentsModule(ctx, {
    publicUrl: deps.config.publicUrl ?? 'http://localhost',
    lessons: lessons.facade,
  });
  await app.register(students.routes, { prefix: API_PREFIX, ...students.routeOptions });
  await app.register(students.openRoutes, { prefix: OPEN_PREFIX, ...students.routeOptions });
  // The money ledger: balance, transactions, paying a lesson from the balance, and
  // administrators' balance view; its handlers move money as lessons move.
  const ledger = createLedgerModule(ctx, {
    lessons: lessons.facade,
    notifications: notifications.facade,
    profiles: profiles.facade,
  });
  app.decorate('ledger', ledger.facade);
  await app.register(ledger.routes, { prefix: API_PREFIX, ...ledger.routeOptions });
  await app.register(ledger.adminRoutes, { prefix: `${API_PREFIX}/admin`, ...ledger.adminRouteOptions });
  // Card payments: the acquirer's webhooks, the user's payments, the sandbox's page.
  // The sandbox posts its webhooks through this app (a public URL behind a proxy may not loop back).
  const payments = createPaymentsModule(ctx, {
    ledger: ledger.facade,
    notifications: notifications.facade,
    settings: { ...PAYMENT_DEFAULTS, ...deps.config.payments },
    publicUrl: deps.config.publicUrl ?? 'http://localhost:8080',
    lessons: lessons.facade,
    deliverWebhook: async (url, body, signature) =>
      (
        await app.inject({
          method: 'POST',
          url: new URL(url).pathname,
          headers: { 'content-type': 'application/json', 'x-sign': signature },
          payload: body,
        })
      ).statusCode,
  });
  app.decorate('payments', payments);
  await app.register(payments.webhookRoutes, { prefix: OPEN_PREFIX, ...payments.routeOptions });
  await app.register(payments.routes, { prefix: API_PREFIX, ...payments.routeOptions });
  if (payments.sandboxPage) await app.register(payments.sandboxPage.routes, payments.sandboxPage.options);
  // Chat and homework uploads share one allowance per user, counted where the throttles are.
  const uploads = createUploadLimits({
    db: ctx.db,
    now: ctx.now,
    store: ctx.throttleStore,
    settings: { ...UPLOAD_QUOTA_DEFAULTS, ...deps.config.uploadQuota },
  });
  // Homework: files share the messenger's size limit.
  const homework = createHomeworkModule(ctx, {
    uploads,
    lessons: lessons.facade,
    maxFileBytes: { ...MESSENGER_DEFAULTS, ...deps.config.messenger }.maxFileBytes,
  });
  await app.register(homework.routes, { prefix: API_PREFIX, ...homework.routeOptions });
  // Admins approve tutors' quizzes for the public catalogue.
  await app.register(quizzes.adminRoutes, { prefix: `${API_PREFIX}/admin`, ...quizzes.adminRouteOptions });

  // Messenger: chats, messages, attachments; notifications are with accounts above.
  const messenger = createMessengerModule(ctx, {
    settings: { ...MESSENGER_DEFAULTS, ...deps.config.messenger },
    uploads,
  });
  await app.register(messenger.routes, { prefix: API_PREFIX, ...messenger.routeOptions });

  await app.register(webClientPlugin, { distDir: deps.config.webDistDir, pages });
  return app;
}
