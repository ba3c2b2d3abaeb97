import { existsSync } from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_UPLOAD_BYTES } from '@ico/domain/constants';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { AppError } from './errors';
import { scheduleMailOutbox } from './jobs/mail-outbox';
import { schedulePaymentDeadlines } from './jobs/payment-deadline';
import { createMailer, type Mailer } from './mail/mailer';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerLoadShedding } from './plugins/load-shedding';
import { registerSecurityHeaders } from './plugins/security-headers';
import { adminHolidayRoutes } from './routes/admin/holidays';
import { adminInquiryRoutes } from './routes/admin/inquiries';
import { adminJoiningRoutes } from './routes/admin/joinings';
import { adminMessageRoutes } from './routes/admin/messages';
import { adminMonitoringRoutes } from './routes/admin/monitoring';
import { adminNoticeRoutes } from './routes/admin/notices';
import { adminOfferingRoutes } from './routes/admin/offerings';
import { adminScreeningRoutes } from './routes/admin/screening';
import { adminStaffRoutes } from './routes/admin/staff';
import { adminSurveyRoutes } from './routes/admin/surveys';
import { adminUserRoutes } from './routes/admin/users';
import { accountRoutes } from './routes/auth/account';
import { detailInfoRoutes } from './routes/auth/detail-info';
import { signUpRoutes } from './routes/auth/sign-up';
import { tokenRoutes } from './routes/auth/tokens';
import { verificationFileRoutes } from './routes/auth/verification-files';
import { fileRoutes } from './routes/files';
import { forumRoutes } from './routes/forum/forum';
import { healthRoutes } from './routes/health';
import { joiningRoutes } from './routes/icoportal/joinings';
import { offeringRoutes } from './routes/icoportal/offerings';
import { publicFileRoutes } from './routes/public-files';
import { referenceRoutes } from './routes/reference';
import { inquiryRoutes } from './routes/survay/inquiries';
import { knowledgeRoutes } from './routes/survay/knowledge';
import { suitabilityRoutes } from './routes/survay/suitability';
import { MemoryCounterStore, RateLimiter, RedisCounterStore } from './security/rate-limiter';
import { createTokenSigner, type TokenSigner } from './security/tokens';
import { createOtpVault, type OtpVault } from './security/totp';
import { PublicAnswerCache } from './services/offerings/public-answer-cache';
import { type FileStore, LocalFileStore, S3FileStore } from './storage/file-store';

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
  }
  interface FastifyContextConfig {
    /**
     * true: a success of this route leaves the public cache alone. Reservations: in a launch every one would
     * clear it, and the progress they change may show up to its time-to-live late, as from another process.
     */
    keepsPublicCache?: boolean;
  }
}

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
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within two minutes (a 2.5 MB upload on a slow phone link fits): a client that
    // trickles or keeps streaming after its 413 loses its connection instead of holding it.
    requestTimeout: 120_000,
    // A request the HTTP parser refuses (a garbage request line, a bad Content-Length or chunk, headers over
    // 16 KB) never reaches Fastify's routing: answer it in our format on the socket.
    clientErrorHandler: answerClientError,
    // A URL the router cannot decode never reaches the error handler: answer it in our format here.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      reply.code(400).header('x-content-type-options', 'nosniff').send({ message: 'BAD_REQUEST' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', createMailer({ smtpUrl: config.smtpUrl, db: database.db, log: app.log }));
  app.decorate(
    'limiter',
    new RateLimiter(config.redisUrl ? new RedisCounterStore(config.redisUrl) : new MemoryCounterStore(), config.addressRateLimitFactor),
  );
  app.decorate('tokens', createTokenSigner(config.jwtSecret));
  app.decorate('otp', createOtpVault(config.jwtSecret));
  const files: FileStore = config.s3 ? new S3FileStore(config.s3) : new LocalFileStore(path.join(config.dataDir, 'private-files'));
  app.decorate('files', files);
  app.decorate('publicCache', new PublicAnswerCache(config.publicCacheMs));
  // Any write this process answered may change a public offering answer (an edit, a picture, a payment): the next
  // public read loads again. After the answer, so after the write's commit. Routes may opt out (reservations).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && !request.routeOptions.config.keepsPublicCache)
      app.publicCache.clear();
  });
  app.addHook('onClose', async () => {
    app.mailer.close();
    await app.limiter.close();
  });
  registerAuth(app);
  registerErrorHandling(app);
  registerLoadShedding(app, { request: config.concurrentRequestLimit, reservation: config.concurrentReservationLimit });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(referenceRoutes, { prefix: '/reference' });
      await api.register(signUpRoutes, { prefix: '/auth' });
      await api.register(tokenRoutes, { prefix: '/auth' });
      await api.register(accountRoutes, { prefix: '/auth' });
      await api.register(adminUserRoutes, { prefix: '/admin' });
      await api.register(adminStaffRoutes, { prefix: '/admin' });
      await api.register(fileRoutes);
      await api.register(adminScreeningRoutes, { prefix: '/admin' });
      await api.register(suitabilityRoutes, { prefix: '/survay' });
      await api.register(adminSurveyRoutes, { prefix: '/admin' });
      await api.register(detailInfoRoutes, { prefix: '/auth' });
      await api.register(verificationFileRoutes, { prefix: '/auth' });
      await api.register(publicFileRoutes);
      await api.register(offeringRoutes, { prefix: '/icoportal' });
      await api.register(joiningRoutes, { prefix: '/icoportal' });
      await api.register(knowledgeRoutes, { prefix: '/survay' });
      await api.register(adminOfferingRoutes, { prefix: '/admin' });
      await api.register(adminJoiningRoutes, { prefix: '/admin' });
      await api.register(adminMonitoringRoutes, { prefix: '/admin' });
      await api.register(adminHolidayRoutes, { prefix: '/admin' });
      await api.register(forumRoutes, { prefix: '/forum' });
      await api.register(inquiryRoutes, { prefix: '/survay' });
      await api.register(adminMessageRoutes, { prefix: '/admin' });
      await api.register(adminNoticeRoutes, { prefix: '/admin' });
      await api.register(adminInquiryRoutes, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  // Every API process checks the payment deadlines; row locks keep them from cancelling one twice.
  if (config.paymentDeadlineJob) schedulePaymentDeadlines(app);
  // Every process delivers the mail outbox; leases keep two from sending one mail.
  scheduleMailOutbox(app);

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: true,
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

  // The SPA owns every path outside /api: it shows its own page-not-available screen.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new AppError('NOT_FOUND');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });

  return app;
}
