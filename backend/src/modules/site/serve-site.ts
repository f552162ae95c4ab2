import { type FormPost, routePath } from '@costa-sol/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { ContentChanges } from '../../shared/application/content-changes.port';
import { describeError } from '../../shared/application/describe-error';
import { CurrentTownSlug } from '../locations/application/current-town-slug';
import { RedirectTable } from '../redirects/application/redirect-table';
import { bookingTownMove } from './booking-town-move';
import { ReadBusinessSettings } from '../business-settings/application/read-business-settings.use-case';
import { SitePageData } from './site-page-data';
import { canonicalPath, splitUrl } from './canonical-path';
import { RenderQueueFullError } from '../../shared/application/render-queue';
import { SitePages } from './site-pages';
import { serveShareCards } from './share-cards/serve-share-cards';
import type { SiteSource } from './site-source';
import { SPECULATION_RULES, SPECULATION_RULES_PATH } from './speculation-rules';

const UNAVAILABLE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Temporarily unavailable</title></head><body><h1>Temporarily unavailable</h1><p>Please try again in a moment. / Inténtalo de nuevo en un momento.</p></body></html>';

/**
 * Public pages: every GET outside /api rendered on the server with its title, metadata and content (search
 * engines and visitors without JavaScript get the whole page), the admin's single-page app, and what `source`
 * serves besides (built files, or Vite's modules in development).
 */
export async function serveSite(app: NestFastifyApplication, config: AppConfig, source: SiteSource): Promise<ServedSite> {
  const logger = new Logger('Site');
  const data = app.get(SitePageData);
  const redirects = app.get(RedirectTable);
  const towns = app.get(CurrentTownSlug);
  const businessSettings = app.get(ReadBusinessSettings);
  // The business facts are read for each render (kept in memory by the use case): a page rendered after the owner
  // saves the settings shows them, and the change clears the rendered pages below (ContentChanges).
  const siteSettings = async () => ({
    publicOrigin: config.publicUrl,
    analytics: config.analytics,
    business: (await businessSettings.execute()).facts,
  });
  const pages = new SitePages(async (path) => source.render(path, await siteSettings(), data), { cache: source.cachesPages });
  app.get(ContentChanges).subscribe(() => pages.clear());
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await source.register(fastify);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply
        .code(404)
        .send({ statusCode: 404, error: 'Not Found', message: `Cannot ${request.method} ${request.url.split('?')[0]}` });
    }
    const { path, query } = splitUrl(request.url);
    const canonical = canonicalPath(path);
    if (canonical !== path)
      return reply.code(301).header('location', `${canonical}${query}`).header('cache-control', 'public, max-age=3600').send();
    // A path whose page moved (a changed slug, or a redirect staff added) answers with the new one.
    const moved = redirects.target(path);
    if (moved) return reply.code(301).header('location', `${moved}${query}`).header('cache-control', 'public, max-age=3600').send();
    if (PER_VISITOR_PATHS.has(path)) {
      // Not cached: the town may take its old slug back.
      const current = bookingTownMove(path, query, (slug) => towns.of(slug));
      if (current) return reply.code(302).header('location', current).header('cache-control', 'no-store').send();
      return servePerVisitor(request.url, reply);
    }
    try {
      const page = await pages.load(path);
      if (page.redirect)
        return reply.code(301).header('location', `${page.redirect}${query}`).header('cache-control', 'public, max-age=3600').send();
      if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag)) {
        return reply.code(304).header('etag', page.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding').send();
      }
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const [encoding, body] = /\bbr\b/.test(accepts)
        ? ['br', page.brotli]
        : /\bgzip\b/.test(accepts)
          ? ['gzip', page.gzip]
          : [undefined, page.html];
      void reply
        .code(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        // Links to other pages are prefetched on hover and prerendered on press (speculation-rules.ts).
        .header('speculation-rules', `"${SPECULATION_RULES_PATH}"`);
      if (page.status === 200) void reply.header('etag', page.etag);
      if (encoding) void reply.header('content-encoding', encoding);
      return reply.send(body);
    } catch (error) {
      if (error instanceof RenderQueueFullError) {
        return reply.code(503).header('retry-after', '1').header('content-type', 'text/html; charset=utf-8').send(UNAVAILABLE);
      }
      logger.error(`Rendering ${path} failed: ${describeError(error)}`);
      return reply.code(500).header('content-type', 'text/html; charset=utf-8').send(UNAVAILABLE);
    }
  };
  // The booking page reads its query (kind, town, the booked visit) and shows times that change by the minute: rendered
  // for each request, never kept in the page cache or by a browser.
  const servePerVisitor = async (url: string, reply: FastifyReply) => {
    try {
      const page = await pages.renderOnce(async () => source.render(url, await siteSettings(), data));
      return reply.code(page.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page.html);
    } catch (error) {
      if (error instanceof RenderQueueFullError) {
        return reply.code(503).header('retry-after', '1').header('content-type', 'text/html; charset=utf-8').send(UNAVAILABLE);
      }
      logger.error(`Rendering ${url} failed: ${describeError(error)}`);
      return reply.code(500).header('content-type', 'text/html; charset=utf-8').send(UNAVAILABLE);
    }
  };
  // The admin is a single-page app of its own: one shell for all its paths, never indexed.
  const admin = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(await source.adminShell(request.url));
  fastify.get('/admin', admin);
  fastify.get('/admin/*', admin);
  fastify.get(SPECULATION_RULES_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'application/speculationrules+json')
      .header('cache-control', 'public, max-age=3600')
      .send(SPECULATION_RULES),
  );
  // Each page's share card (og:image) and the raster logo, drawn from what the pages declare.
  serveShareCards(fastify, pages, config.publicUrl);
  fastify.get('/', handler);
  fastify.get('/*', handler);
  logger.log(`Serving the site from ${source.description}`);
  return {
    // A form posted without JavaScript and answered again (with its errors, or the manage view's problem): for that visitor alone, never cached.
    renderFormPage: async (url, post) => {
      const page = await pages.renderOnce(async () => source.render(url, await siteSettings(), data, post));
      return { status: page.status, html: page.html };
    },
  };
}

const PER_VISITOR_PATHS = new Set([routePath('book', 'en'), routePath('book', 'es')]);

/** What the served site offers the rest of the app. */
interface ServedSite {
  /** `url`: the page's path, and the query it reads (the booking page's kind and town). */
  renderFormPage(url: string, post?: FormPost): Promise<{ status: number; html: string }>;
}

/** If-None-Match holds the page's validator (or `*`); weak forms count too, as RFC 9110 asks of GET. */
function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
