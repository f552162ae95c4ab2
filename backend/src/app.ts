import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { analyticsSources, ARTICLE_BODY_LIMIT_BYTES, MEDIA_LIMITS } from '@costa-sol/common';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { MikroORM } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { withStartupLock } from './database/startup-lock';
import { serveApiDocs } from './modules/api-docs/serve-api-docs';
import { serveVisitFormPosts } from './modules/bookings/infrastructure/http/serve-visit-form-posts';
import { serveLeadFormPosts } from './modules/leads/infrastructure/http/serve-lead-form-posts';
import { serveSite } from './modules/site/serve-site';
import { DevSite } from './modules/site/site-dev-server';
import { BuiltSite } from './modules/site/site-renderer';
import { ApiExceptionFilter } from './shared/http/api-exception.filter';
import { refuseDeeplyNestedBodies } from './shared/http/deep-body.hook';
import { answerFrameworkError } from './shared/http/framework-errors';
import { answerUndeclaredMethods } from './shared/http/method-not-allowed';
import { replaceUnpairedSurrogates } from './shared/http/well-formed-text.hook';
import { createValidationPipe } from './shared/http/validation.pipe';

/** Requests larger than this are refused with 413: the largest form is a few kB. */
const BODY_LIMIT_BYTES = 16 * 1024;
/** The routes that take more: an article page's draft is two page files of up to 100,000 characters each. */
const LARGER_BODY_LIMITS: Record<string, number> = { 'PUT /api/admin/pages/:key': ARTICLE_BODY_LIMIT_BYTES };
const API_PREFIX = 'api';
const COMPRESS_THRESHOLD_BYTES = 8 * 1024;

/** Builds the whole app (not yet listening): used by main.ts, the tests and the benchmarks alike. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // The caller's X-Request-Id when it looks sane, otherwise a new one: the log lines (pino-http reads the header)
    // and the answer carry the same id.
    genReqId: (request: IncomingMessage) => {
      const incoming = request.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
      request.headers['x-request-id'] = id;
      return id;
    },
    // A client that sends its headers or body slowly is cut off (408) instead of holding a connection for ever.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, HEADERS_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs / 2, CONNECTIONS_CHECK_MS),
    },
    // Idle keep-alive sockets close at once on shutdown; requests in flight are answered first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, databaseUrl), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  answerUndeclaredMethods(app, `/${API_PREFIX}/`);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        const limit = LARGER_BODY_LIMITS[`${method} ${route.url}`];
        if (limit) route.bodyLimit = limit;
      }
    });
  app.setGlobalPrefix(API_PREFIX, { exclude: ['sitemap.xml', 'robots.txt', 'media/:id/:file'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableCors({ origin: [config.publicUrl], credentials: true });
  const analytics = config.analytics ? analyticsSources(config.analytics) : { script: [], connect: [], img: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Vite's development client injects an inline module (React refresh); the build has none. The analytics
        // provider's hosts only when one is configured (it loads only after consent).
        scriptSrc: [...(config.siteDevDir ? ["'self'", "'unsafe-inline'"] : ["'self'"]), ...analytics.script],
        // MUI (emotion) and Swagger UI set inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...analytics.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [...(config.siteDevDir ? ["'self'", 'ws:'] : ["'self'"]), ...analytics.connect],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Keeps the origin on outgoing links (maps, WhatsApp) without leaking paths and query strings.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Large answers (the sitemap, the towns list) compressed; rendered pages and built files come compressed already.
  // Not small JSON: streaming a 3 KB answer through zlib cut GET /api/testimonials from about 3,500 to 900 req/s
  // here to save under 2 KB.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
  // The media library's upload, the only body that is not JSON: one file, a few fields, cut off past the limit.
  await app.register(multipart, {
    limits: { fileSize: MEDIA_LIMITS.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 2048, headerPairs: 100 },
  });
  requireJsonBodies(app);
  refuseDeeplyNestedBodies(app);
  replaceUnpairedSurrogates(app);
  echoRequestId(app);
  neverStorePrivateAnswers(app);
  serveApiDocs(app, API_PREFIX);
  const source = config.siteDevDir
    ? await DevSite.start(config.siteDevDir)
    : config.siteDir
      ? await BuiltSite.load(config.siteDir)
      : undefined;
  if (source) {
    const site = await serveSite(app, config, source);
    serveLeadFormPosts(app, site.renderFormPage);
    serveVisitFormPosts(app, site.renderFormPage);
  }
  await withStartupLock(databaseUrl, async () => {
    await migrate(app);
    await app.init();
  });
  return app;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
const HEADERS_TIMEOUT_MS = 10_000;
const CONNECTIONS_CHECK_MS = 1_000;

/** The answer carries the request's id (see genReqId), so a caller can find its request in the logs. */
function echoRequestId(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      void reply.header('x-request-id', request.id);
    });
}

const PRIVATE_API_PREFIXES = [`/${API_PREFIX}/auth/`, `/${API_PREFIX}/admin/`];

/** Sign-in and admin answers (tokens, leads) are never kept by a browser or a proxy. */
function neverStorePrivateAnswers(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply) => {
      if (PRIVATE_API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) void reply.header('cache-control', 'no-store');
    });
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The routes that take multipart/form-data instead: the media library's upload. */
const MULTIPART_ROUTES = new Set([`/${API_PREFIX}/admin/media`]);

/** API bodies are JSON only (an upload route multipart): anything else is refused with 415 before it reaches a route. */
function requireJsonBodies(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      if (!METHODS_WITH_BODY.has(request.method) || !request.url.startsWith(`/${API_PREFIX}/`)) return;
      const type = request.headers['content-type'] ?? '';
      if (MULTIPART_ROUTES.has(request.url.split('?')[0]) && /^multipart\/form-data\b/i.test(type)) return;
      const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
      if ((hasBody || request.headers['transfer-encoding']) && !/^application\/json\b/i.test(type)) {
        await reply
          .code(415)
          .send({ statusCode: 415, error: 'Unsupported Media Type', message: 'Send the body as JSON (Content-Type: application/json).' });
      }
    });
}

async function migrate(app: NestFastifyApplication): Promise<void> {
  const applied = await app.get(MikroORM).getMigrator().up();
  if (applied.length > 0) app.get(Logger).log(`Applied migrations: ${applied.map((m) => m.name).join(', ')}`, 'Database');
}
