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
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { AppError } from './errors';
import { registerAuth } from './plugins/auth';
import { formAwareValidatorCompiler } from './plugins/documented-inputs';
import { registerErrorHandling } from './plugins/errors';
import { registerLoadShedding } from './plugins/load-shedding';
import { requestLogSerializer } from './plugins/log-secrets';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import {
  WALLETCONNECT_CONNECT_SOURCES,
  WALLETCONNECT_FONT_SOURCES,
  WALLETCONNECT_FRAME_SOURCES,
  WALLETCONNECT_IMAGE_SOURCES,
} from './security/walletconnect-csp';
import { routePage, routePages, startLanguage } from './web/route-preloads';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

const ROUTES_DIR = fileURLToPath(new URL('./routes', import.meta.url));
/** The services the routes share (the bus, the caches, the live-progress hub, the mailer...): a plugin file each. */
const SERVICES_DIR = fileURLToPath(new URL('./plugins/services', import.meta.url));
/** The background jobs: a plugin file each, which decides from the configuration whether this process runs it. */
const JOBS_DIR = fileURLToPath(new URL('./plugins/jobs', import.meta.url));
// The routes and plugins are TypeScript run by tsx; @fastify/autoload detects tsx only when preloaded with --require,
// not with --import (the browser tests' server), and would then skip every .ts file.
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
  // Each file owns its decorate, its hooks (closing included) and its type; fastify-plugin's `dependencies` order them.
  await app.register(autoload, { dir: SERVICES_DIR });
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
  await app.register(autoload, { dir: JOBS_DIR });

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
