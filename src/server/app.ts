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
import { createAccountsDeps } from './modules/auth/accounts-deps';
import { userBlockRoutes } from './modules/auth/auth.module';
import { createSessionCheck } from './modules/auth/session-check';
import { favouriteRoutes } from './modules/favourites/favourites.routes';
import { createLedgerModule, type LedgerFacade } from './modules/ledger/ledger.module';
import { createLessonsModule, type LessonsFacade } from './modules/lessons/lessons.module';
import { createDrawboardsModule } from './modules/drawboards/drawboards.module';
import { createRecordingsModule } from './modules/recordings/recordings.module';
import { createRequestsModule } from './modules/requests/requests.module';
import { createStudentsModule } from './modules/students/students.module';
import { createHomeworkModule } from './modules/homework/homework.module';
import { createScheduleModule } from './modules/schedule/schedule.module';
import { publicPagesRoutes } from './modules/public-pages/public-pages.routes';
import { createReferenceNamesSource } from './modules/search/reference-names';
import { createSearchModule } from './modules/search/search.module';
import { searchRoutes } from './modules/search/search.routes';
import { landingRoutes } from './modules/seo/landing.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { openTutorRoutes, tutorRoutes } from './modules/tutors/tutors.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { createNotificationsModule } from './modules/notifications/notifications.module';
import { createProfileModule } from './modules/profile/profile.module';
import { profileRoutes } from './modules/profile/profile.routes';
import { aiRoutes } from './modules/ai/ai.routes';
import { quizAuthoringRoutes } from './modules/quizzes/quiz-authoring.routes';
import { quizResultRoutes } from './modules/quizzes/quiz-results.routes';
import { createQuizzesModule } from './modules/quizzes/quizzes.module';
import { openQuizRoutes } from './modules/quizzes/quizzes.routes';
import { openUserRoutes, userDetailsRoutes } from './modules/profile/public-users.routes';
import { teacherProfileRoutes } from './modules/profile/teacher-profile.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createVerificationModule } from './modules/verification/verification.module';
import { systemRoutes } from './modules/system/system.routes';
import { answerCompressionPlugin, COMPRESS_MIN_BYTES } from './plugins/answer-compression';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { languagePlugin } from './plugins/language';
import { openApiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { loadAppPageRenderer } from './modules/page-render/page-render';
import { webClientPlugin } from './plugins/web-client';
import { quizApprovalRoutes } from './modules/quizzes/quiz-approval.routes';
import {
  subjectSuggestionAdminRoutes,
  subjectSuggestionRoutes,
} from './modules/subject-suggestions/subject-suggestions.routes';
import { createMessengerModule } from './modules/messenger/messenger.module';
import { createClassroomModule } from './modules/classroom/classroom.module';
import { createPaymentsModule, type PaymentsModule } from './modules/payments/payments.module';
import { messengerSignalsOn, registerMessengerHandlers } from './modules/messenger/messenger.events';
import { createAppContext, type AppContext } from './app-context';
import { createUploadLimits } from './uploads/upload-limits';
import { liveRoutes } from './live/live.routes';
import { e2eFixtureRoutes } from './testing/e2e-fixtures.routes';
import { LIVE_PROTOCOL } from '../shared/contracts/live';

declare module 'fastify' {
  interface FastifyInstance {
    /** The composition root's context: tests reach the event bus and live channel here. */
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
    Partial<Pick<ServerConfig, 'publicUrl' | 'redisUrl' | 'redisKeyPrefix' | 'e2eFixtures' | 'pageDataWaitMs'>> & {
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
  /** Accounts ports; each defaults to its embedded form (outbox, memory) when absent. */
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

  // The spine: one context for every module; the event dispatcher runs with the server.
  const ctx = createAppContext(deps, app.log, { sessionCheck });
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
  const notifications = createNotificationsModule(ctx);

  await app.register(systemRoutes, { prefix: OPEN_PREFIX, db: deps.db, events: ctx.events });
  if (deps.config.e2eFixtures) await app.register(e2eFixtureRoutes, { prefix: OPEN_PREFIX, db: deps.db });
  await app.register(referenceRoutes, { prefix: OPEN_PREFIX, db: deps.db });

  // Accounts: open auth and public pages, then the signed-in modules, then admin. Profiles come
  // first: sign-up writes the new account's profile through their facade.
  const profiles = createProfileModule({ db: deps.db });
  const accounts = createAccountsDeps(deps, app.log, sessionCheck, {
    events: ctx.events,
    notifications: notifications.facade,
    profiles: profiles.facade,
  });
  notifications.mailWith(accounts.mail, deps.config.publicUrl ?? 'http://localhost');
  const verification = createVerificationModule(accounts, { profiles: profiles.facade });
  await app.register(authRoutes, { prefix: `${OPEN_PREFIX}/auth`, deps: accounts });
  await app.register(openUserRoutes, { prefix: OPEN_PREFIX, deps: accounts });
  await app.register(profileRoutes, { prefix: API_PREFIX, deps: accounts });
  await app.register(teacherProfileRoutes, { prefix: API_PREFIX, deps: accounts });
  await app.register(userDetailsRoutes, { prefix: API_PREFIX, deps: accounts });
  await app.register(verification.routes, { prefix: API_PREFIX, ...verification.routeOptions });
  await app.register(notifications.routes, { prefix: API_PREFIX, deps: accounts });
  await app.register(verification.adminRoutes, { prefix: `${API_PREFIX}/admin`, ...verification.adminRouteOptions });
  await app.register(userBlockRoutes, { prefix: `${API_PREFIX}/admin`, deps: accounts });
  // Subjects tutors miss in the list: theirs to suggest, admins' to read.
  await app.register(subjectSuggestionRoutes, { prefix: API_PREFIX, deps: accounts });
  await app.register(subjectSuggestionAdminRoutes, { prefix: `${API_PREFIX}/admin`, deps: accounts });

  // Tutor discovery: open search, tutor pages and forms, signed-in favourites, and the
  // server-rendered SEO pages, which must be registered before the web client's catch-all.
  const now = deps.now ?? Date.now;
  const discovery = { db: deps.db, now, names: createReferenceNamesSource(deps.db, now) };
  await app.register(searchRoutes, { prefix: OPEN_PREFIX, deps: discovery });
  await app.register(openTutorRoutes, { prefix: OPEN_PREFIX, deps: { ...discovery, profiles: profiles.facade } });
  await app.register(publicPagesRoutes, { prefix: OPEN_PREFIX, deps: discovery });
  await app.register(tutorRoutes, { prefix: API_PREFIX, deps: { ...discovery, profiles: profiles.facade } });
  await app.register(favouriteRoutes, { prefix: API_PREFIX, deps: discovery });
  const seo = { ...discovery, search: createSearchModule(discovery).facade };
  await app.register(landingRoutes, { prefix: OPEN_PREFIX, deps: seo });
  // The web build's server renderer, if it has one: the landings and the web client's public
  // screens render through it (modules/page-render).
  const pages = await loadAppPageRenderer(app, deps.config.webDistDir, {
    publicUrl: deps.config.publicUrl,
    dataWaitMs: deps.config.pageDataWaitMs,
  });
  await app.register(seoRoutes, {
    deps: seo,
    distDir: deps.config.webDistDir,
    publicUrl: deps.config.publicUrl,
    pages,
  });

  // Lessons are built here, as quizzes, schedules and requests ask them; their routes
  // are registered with the booking below.
  const lessons = createLessonsModule({ ...ctx, notifications: notifications.facade });
  app.decorate('lessons', lessons.facade);
  // Settings: an account deletion cancels the account's lessons through their facade.
  await app.register(settingsRoutes, { prefix: API_PREFIX, deps: { ...accounts, lessons: lessons.facade } });

  // Exam practice: open quizzes, signed-in results, teacher/admin authoring.
  const quizzesModule = createQuizzesModule({ db: deps.db, now, lessons: lessons.facade, profiles: profiles.facade });
  const quizzes = quizzesModule.deps;
  await app.register(openQuizRoutes, { prefix: OPEN_PREFIX, deps: quizzes });
  await app.register(quizResultRoutes, { prefix: API_PREFIX, deps: quizzes });
  await app.register(quizAuthoringRoutes, { prefix: `${API_PREFIX}/quiz-authoring`, deps: quizzes });
  await app.register(aiRoutes, {
    prefix: `${API_PREFIX}/ai`,
    deps: { ...quizzes, quizzes: quizzesModule.facade, settings: deps.config.ai },
  });

  // Lesson requests, schedule and booking.
  const schedule = createScheduleModule({ db: deps.db, now, lessons: lessons.facade, profiles: profiles.facade });
  const requests = createRequestsModule({
    ...ctx,
    notifications: notifications.facade,
    lessons: lessons.facade,
    schedule: schedule.facade,
    profiles: profiles.facade,
  });
  await app.register(schedule.openRoutes, { prefix: OPEN_PREFIX, ...schedule.openRouteOptions });
  await app.register(schedule.routes, { prefix: API_PREFIX, ...schedule.routeOptions });
  await app.register(requests.routes, { prefix: API_PREFIX, ...requests.routeOptions });
  await app.register(lessons.routes, { prefix: API_PREFIX, deps: lessons.deps });
  // The meeting room: presence, signalling, ICE servers and LiveKit tokens.
  const classroom = createClassroomModule({
    ...ctx,
    lessons: lessons.facade,
    settings: { ...CLASSROOM_DEFAULTS, ...deps.config.classroom },
  });
  await app.register(classroom.routes, { prefix: API_PREFIX, ...classroom.routeOptions });
  // Classroom: the lesson's drawboards, their REST routes and sync socket.
  const drawboards = createDrawboardsModule({ ...ctx, lessons: lessons.facade, ...deps.config.drawboards });
  await app.register(drawboards.routes, { prefix: API_PREFIX, ...drawboards.routeOptions });
  await app.register(drawboards.socketRoutes, { prefix: OPEN_PREFIX, ...drawboards.socketRouteOptions });
  // A board socket ends with its sign-in session, in whichever process holds it.
  ctx.live.onRevoked((userId, sessionId) => drawboards.endSession(userId, sessionId));
  // Lesson recordings: chunks uploaded while recording, played back from the lesson page.
  const recordings = createRecordingsModule({
    ...ctx,
    lessons: lessons.facade,
    storage: accounts.storage,
    throttleStore: deps.throttleStore ?? { kind: 'database', db: deps.db },
    settings: { ...RECORDING_DEFAULTS, ...deps.config.recordings },
  });
  await app.register(recordings.routes, { prefix: API_PREFIX, ...recordings.routeOptions });
  await app.register(recordings.mediaRoutes, { prefix: OPEN_PREFIX, ...recordings.mediaRouteOptions });
  // My students and invites, the lesson's student tab.
  const students = createStudentsModule({
    ...ctx,
    mail: accounts.mail,
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
    db: deps.db,
    now,
    store: deps.throttleStore ?? { kind: 'database', db: deps.db },
    settings: { ...UPLOAD_QUOTA_DEFAULTS, ...deps.config.uploadQuota },
  });
  // Homework: files share the messenger's size limit.
  const homework = createHomeworkModule({
    ...ctx,
    storage: accounts.storage,
    uploads,
    lessons: lessons.facade,
    maxFileBytes: { ...MESSENGER_DEFAULTS, ...deps.config.messenger }.maxFileBytes,
  });
  await app.register(homework.routes, { prefix: API_PREFIX, ...homework.routeOptions });
  // Admins approve tutors' quizzes for the public catalogue.
  await app.register(quizApprovalRoutes, {
    prefix: `${API_PREFIX}/admin`,
    deps: { ...quizzes, notifications: notifications.facade },
  });

  // Messenger: chats, messages, attachments; notifications are with accounts above.
  const messenger = createMessengerModule({
    db: deps.db,
    now,
    storage: accounts.storage,
    settings: { ...MESSENGER_DEFAULTS, ...deps.config.messenger },
    signals: messengerSignalsOn(ctx.events),
    uploads,
  });
  registerMessengerHandlers(ctx.events, ctx.live);
  await app.register(messenger.routes, { prefix: API_PREFIX, ...messenger.routeOptions });

  await app.register(webClientPlugin, { distDir: deps.config.webDistDir, pages });
  return app;
}
