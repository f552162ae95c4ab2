import { BRAND_LOGO, pagePathOfShareCard, shareCardPath } from '@costa-sol/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { splitUrl } from '../canonical-path';
import { RenderQueueFullError } from '../../../shared/application/render-queue';
import type { SitePages } from '../site-pages';
import { type Image, ShareCardImages } from './share-card-images';

/** A card's URL changes with its words, so the picture at one URL never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = (reply: FastifyReply) =>
  reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-cache').send('Not found');

const matchesEtag = (header: string | string[] | undefined, etag: string) =>
  typeof header === 'string' && header.split(',').some((tag) => [etag, `W/${etag}`, '*'].includes(tag.trim()));

function sendImage(request: FastifyRequest, reply: FastifyReply, image: Image, cacheControl: string) {
  void reply.header('etag', image.etag).header('cache-control', cacheControl);
  if (matchesEtag(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
  return reply.header('content-type', 'image/png').send(image.png);
}

/**
 * `GET /share/<hash>/<page path>.png`, each page's share card (og:image), and `GET /logo.png`, the raster logo.
 * A card is drawn only for a page the site renders (200), from the title and kind that page declares, and only at
 * the URL its head names: an unknown page is 404, and a hash that does not match its current words is sent (301) to
 * the page's current card. So nobody can make the site draw words of their choosing.
 */
export function serveShareCards(fastify: FastifyInstance, pages: SitePages, publicUrl: string): void {
  const images = new ShareCardImages(new URL(publicUrl).host);
  fastify.get('/share/*', async (request, reply) => {
    const { path } = splitUrl(request.url);
    const pagePath = pagePathOfShareCard(path);
    if (!pagePath) return notFound(reply);
    try {
      const page = await pages.load(pagePath);
      const card = page.status === 200 && !page.redirect ? page.shareCard : undefined;
      if (!card) return notFound(reply);
      // An outdated card (the page's title changed since a crawler stored its og:image): send it to the current one.
      const current = shareCardPath(pagePath, card);
      if (current !== path) return reply.code(301).header('location', current).header('cache-control', 'public, max-age=3600').send();
      return sendImage(request, reply, await images.card(path, card), IMMUTABLE);
    } catch (error) {
      if (error instanceof RenderQueueFullError) return reply.code(503).header('retry-after', '1').send();
      throw error;
    }
  });
  fastify.get(BRAND_LOGO.path, async (request, reply) => sendImage(request, reply, await images.brandLogo(), 'public, max-age=86400'));
}
