import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { ContentChanges } from '../../shared/application/content-changes';
import { TtlCache } from '../../shared/application/ttl-cache';
import { type RenderedPage, SiteRenderer } from './site-renderer';
import { SitePageData } from './site-page-data';
import { SPECULATION_RULES, SPECULATION_RULES_PATH } from './speculation-rules';

/** Hashed build files never change; everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public pages: static files of the client build, and every other GET outside /api rendered on the server with
 * its title, metadata and content, so search engines and visitors without JavaScript get the whole page.
 */
export async function serveSite(app: NestFastifyApplication, config: AppConfig, siteDir: string): Promise<void> {
  const logger = new Logger('Site');
  const renderer = await SiteRenderer.load(siteDir);
  const data = app.get(SitePageData);
  const adminShell = readFileSync(join(siteDir, 'client', 'admin.html'));
  // Pages are the same for every visitor: keep each rendered page a minute, and drop them all when an admin
  // changes published content. Bounded, so random query strings cannot grow it without end.
  const pages = new TtlCache<RenderedPage>(60_000, 1000);
  app.get(ContentChanges).subscribe(() => pages.clear());
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await fastify.register(fastifyStatic, {
    root: join(siteDir, 'client'),
    prefix: '/',
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each file (frontend/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders: (reply, path) => reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'public, max-age=3600'),
  });
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `Cannot ${request.method} ${request.url.split('?')[0]}` });
    }
    try {
      const page = await pages.getOrLoad(request.url, () => renderer.render(request.url, config.publicUrl, data));
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] = /\bbr\b/.test(accepts) ? ['br', page.brotli] : /\bgzip\b/.test(accepts) ? ['gzip', page.gzip] : [undefined, page.html];
      void reply
        .code(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        // Links to other pages are prefetched on hover and prerendered on press (speculation-rules.ts).
        .header('speculation-rules', `"${SPECULATION_RULES_PATH}"`);
      if (encoding) void reply.header('content-encoding', encoding);
      return reply.send(body);
    } catch (error) {
      logger.error(`Rendering ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return reply.code(500).header('content-type', 'text/html; charset=utf-8').send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Temporarily unavailable</title></head><body><h1>Temporarily unavailable</h1><p>Please try again in a moment. / Inténtalo de nuevo en un momento.</p></body></html>',
      );
    }
  };
  // The admin is a single-page app of its own: one shell for all its paths, never indexed.
  const admin = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').header('x-robots-tag', 'noindex, nofollow').send(adminShell);
  fastify.get('/admin', admin);
  fastify.get('/admin/*', admin);
  fastify.get(SPECULATION_RULES_PATH, async (_request, reply) =>
    reply.header('content-type', 'application/speculationrules+json').header('cache-control', 'public, max-age=3600').send(SPECULATION_RULES),
  );
  fastify.get('/', handler);
  fastify.get('/*', handler);
  logger.log(`Serving the site from ${siteDir}`);
}
