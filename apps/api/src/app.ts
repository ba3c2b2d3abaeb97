import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_UPLOAD_BYTES } from '@ico/domain/constants';
import { offeringProgressSchema } from '@ico/domain/offering-api';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { AppError } from './errors';
import type { EventBus } from './events/event-bus';
import { LiveProgressHub } from './events/live-progress';
import { scheduleAccountDeletion } from './jobs/account-deletion';
import { scheduleAuditAnchor } from './jobs/audit-anchor';
import { scheduleMailOutbox } from './jobs/mail-outbox';
import { schedulePaymentDeadlines } from './jobs/payment-deadline';
import { scheduleReservedCounterCheck } from './jobs/reserved-counter-check';
import { scheduleSuitabilityReminders } from './jobs/suitability-expiry';
import { scheduleWatchlistRefresh } from './jobs/watchlist-refresh';
import { createMailer, type Mailer } from './mail/mailer';
import { registerAuth } from './plugins/auth';
import { formAwareValidatorCompiler } from './plugins/documented-inputs';
import { registerErrorHandling } from './plugins/errors';
import { registerLoadShedding } from './plugins/load-shedding';
import { requestLogSerializer } from './plugins/log-secrets';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import { createCounterStore, RateLimiter } from './security/rate-limiter';
import { createTokenSigner, type TokenSigner } from './security/tokens';
import { createOtpVault, type OtpVault } from './security/totp';
import {
  WALLETCONNECT_CONNECT_SOURCES,
  WALLETCONNECT_FONT_SOURCES,
  WALLETCONNECT_FRAME_SOURCES,
  WALLETCONNECT_IMAGE_SOURCES,
} from './security/walletconnect-csp';
import { JoiningListCache } from './services/joinings/joining-list-cache';
import { getOfferingProgress } from './services/offerings/get-offering-progress';
import { offeringCacheKeys, PublicAnswerCache } from './services/offerings/public-answer-cache';
import { SessionCache } from './services/sessions/session-cache';
import { createFileStore, type FileStore } from './storage/file-store';
import { routePage, routePages, startLanguage } from './web/route-preloads';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
    limiter: RateLimiter;
    tokens: TokenSigner;
    otp: OtpVault;
    files: FileStore;
    publicCache: PublicAnswerCache;
    bus: EventBus;
    liveProgress: LiveProgressHub;
    sessionCache: SessionCache;
    joiningsCache: JoiningListCache;
    /** Where this process is in its life: `shuttingDown` from the stop signal on (readiness answers 503). */
    lifecycle: { shuttingDown: boolean };
  }
  interface FastifyContextConfig {
    /**
     * true: a success of this route leaves the public cache alone. Reservations: in a launch every one would
     * clear it; the progress they change is dropped from it by their `offering_progress` news instead.
     */
    keepsPublicCache?: boolean;
  }
}

const ROUTES_DIR = fileURLToPath(new URL('./routes', import.meta.url));
// The routes are TypeScript run by tsx; @fastify/autoload detects tsx only when preloaded with --require, not with
// --import (the browser tests' server), and would then skip every .ts file.
if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

export type AppDeps = { config: Config; database: DatabaseHandle };

const CLIENT_ERROR_BODY = JSON.stringify({ message: 'BAD_REQUEST' });

function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(CLIENT_ERROR_BODY)}\r\nConnection: close\r\n\r\n${CLIENT_ERROR_BODY}`,
  );
}

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: requestLogSerializer },
    },
    // Only the named proxies' X-Forwarded-For is believed (config.ts refuses "any"); requestMeta checks what it says.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within two minutes (a 2.5 MB upload on a slow phone link fits): a client that
    // trickles or keeps streaming after its 413 loses its connection instead of holding it.
    requestTimeout: 120_000,
    // autoload imports every route module while the app starts: on a starved CPU (a test run beside browsers) that
    // took more than Fastify's default 10 s, and the start failed.
    pluginTimeout: 60_000,
    // A request the HTTP parser refuses (a garbage request line, a bad Content-Length or chunk, headers over
    // 16 KB) never reaches Fastify's routing: answer it in our format on the socket.
    clientErrorHandler: answerClientError,
    // A URL the router cannot decode never reaches the error handler: answer it in our format here.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      reply.code(400).header('x-content-type-options', 'nosniff').send({ message: 'BAD_REQUEST' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(formAwareValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', createMailer({ smtpUrl: config.smtpUrl, db: database.db, log: app.log }));
  app.decorate('limiter', new RateLimiter(await createCounterStore(config.redisUrl), config.addressRateLimitFactor));
  app.decorate('tokens', createTokenSigner(config.jwtSecret));
  app.decorate('otp', createOtpVault(config.jwtSecret));
  app.decorate('files', await createFileStore(config.s3, path.join(config.dataDir, 'private-files')));
  app.decorate('publicCache', new PublicAnswerCache(config.publicCacheMs));
  app.decorate('bus', await database.openBus(app.log));
  // Open offering pages hear progress from here; news of a change also drops the offering's public progress answer.
  app.decorate(
    'liveProgress',
    new LiveProgressHub({
      bus: app.bus,
      limits: config.liveStreams,
      log: app.log,
      load: async (id) => {
        const progress = await getOfferingProgress(database.db, id);
        return progress ? JSON.stringify(offeringProgressSchema.parse(progress)) : null;
      },
      onNews: (id) => app.publicCache.forgetJson(offeringCacheKeys.changedByProgress(id)),
      onReset: () => app.publicCache.clear(),
    }),
  );
  app.decorate('sessionCache', new SessionCache(app.bus, { maxAgeMs: config.sessionCacheMs, maxEntries: config.sessionCacheEntries }));
  app.decorate('joiningsCache', new JoiningListCache(app.bus, { maxAgeMs: config.sessionCacheMs, maxEntries: config.sessionCacheEntries }));
  // A signed-in write (a reservation, a slip) may change the caller's joinings: their next read of the list loads
  // again. Before the answer leaves, so after the write's commit; other processes hear it on the bus.
  // Callback hooks (not async): every answer passes here, and a promise per hook is a cost of every public read.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.auth) app.joiningsCache.forget(request.auth.user.id);
    done(null, payload);
  });
  app.decorate('lifecycle', { shuttingDown: false });
  // Any write this process answered may change a public offering answer (an edit, a picture, a payment): the next
  // public read loads again. After the answer, so after the write's commit. Routes may opt out (reservations).
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && !request.routeOptions.config.keepsPublicCache)
      app.publicCache.clear();
    done();
  });
  // Open streams would keep the server from closing: they end first, and browsers reconnect to another process.
  app.addHook('preClose', async () => {
    app.liveProgress.close();
  });
  app.addHook('onClose', async () => {
    app.mailer.close();
    await app.limiter.close();
    app.sessionCache.close();
    app.joiningsCache.close();
    await app.bus.close();
  });
  // Closing (a test, or the end of a drain): from now on not ready, whatever the signal did.
  app.addHook('preClose', async () => {
    app.lifecycle.shuttingDown = true;
  });
  registerMetrics(app);
  registerAuth(app);
  registerErrorHandling(app);
  registerLoadShedding(app, {
    request: config.concurrentRequestLimit,
    reservation: { limit: config.concurrentReservationLimit, ...config.reservationQueue },
  });

  // WalletConnect's relay, wallet list and modal, only where the operator turned it on (issue 19).
  const walletConnect = config.walletConnectProjectId !== undefined;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(walletConnect ? WALLETCONNECT_IMAGE_SOURCES : [])],
        fontSrc: ["'self'", 'data:', ...(walletConnect ? WALLETCONNECT_FONT_SOURCES : [])],
        connectSrc: ["'self'", ...(walletConnect ? WALLETCONNECT_CONNECT_SOURCES : [])],
        ...(walletConnect ? { frameSrc: ["'self'", ...WALLETCONNECT_FRAME_SOURCES] } : {}),
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Served over plain HTTP on a LAN too (npm start); TLS termination adds HSTS in production.
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Text answers (the web app's scripts and styles above all) travel compressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 20, parts: 25 } });
  await app.register(rateLimit, { global: false });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ICO Portal API',
        version: '1.0.0',
        description: 'Investor portal API (paths as the specification names them, under /api).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });

  // The URL names the file: /api/<prefix>/<first segment>/... is in routes/<prefix>/<first segment, kebab-case>.ts
  // (/api/icoportal/paymentslip_file/:id/ in routes/icoportal/paymentslip-file.ts), a top-level one in
  // routes/<first segment>.ts; test/route-files.test.ts holds every route to it. A folder is its prefix, and its
  // autohooks file holds what all its routes share. Adding an endpoint adds files, not a line here.
  await app.register(autoload, {
    dir: ROUTES_DIR,
    dirNameRoutePrefix: true,
    autoHooks: true,
    cascadeHooks: true,
    options: { prefix: '/api' },
  });
  // Every API process checks the payment deadlines; row locks keep them from cancelling one twice.
  if (config.paymentDeadlineJob) schedulePaymentDeadlines(app);
  // Closed accounts past the AML retention period are deleted; closure row locks keep two processes from racing.
  if (config.accountDeletionJob) scheduleAccountDeletion(app);
  // Offerings' reserved counters against their live reservations; an advisory lock lets one process check at a time.
  if (config.reservedCounterCheckMs > 0) scheduleReservedCounterCheck(app, config.reservedCounterCheckMs);
  // The watch lists with a configured URL are fetched on a schedule and imported when their bytes changed (issue 30).
  if (Object.values(config.watchlists.urls).some(Boolean)) scheduleWatchlistRefresh(app);
  // Suitability assessments ending within 30 days are mailed once each; a conditional update keeps processes apart.
  scheduleSuitabilityReminders(app);
  // Every process delivers the mail outbox; leases keep two from sending one mail.
  scheduleMailOutbox(app);
  // The audit log's head, anchored outside the database at an interval and at a clean stop; processes take turns.
  scheduleAuditAnchor(app);

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      // One route per built file, listed once at start (the build does not change under a running server): with a
      // wildcard route the plugin read the folder of each requested file (2,000 entries in assets/) on every request
      // to check its spelling, a fifth of the journeys' portal CPU (profiled). An unknown path still reaches the
      // not-found handler below.
      wildcard: false,
      // `/` is a route like the others: its page comes from the handler below, with its chunks named.
      index: false,
      // The build's .vite/manifest.json is for the tools (the bundle benchmark), not for visitors.
      dotfiles: 'deny',
      // The build writes .br and .gz beside each script, stylesheet and page at the best compression; files without
      // them are compressed on the fly.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(config.webDist, 'assets'));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDist: config.webDist }, 'web app not built: only the API is served');
  }

  // A fixed route's page names its chunks for the browser to fetch beside the entry (web/route-preloads.ts).
  const routePageHtml = hasWeb ? routePages(config.webDist) : new Map<string, string>();
  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const language = startLanguage(request.headers.cookie, request.headers['accept-language']);
    const page = routePage(routePageHtml, pathname, language);
    return page === undefined ? reply.sendFile('index.html') : reply.header('vary', 'cookie, accept-language').send(page);
  };
  // `/` by its own route: the static files' wildcard would otherwise take it for the folder itself.
  if (hasWeb) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));

  // The SPA owns every path outside /api: it shows its own page-not-available screen.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND');
    }
    return sendPage(request, reply, pathname);
  });

  return app;
}
