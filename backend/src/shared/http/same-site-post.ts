import type { FastifyRequest } from 'fastify';

/**
 * Form posts come from this site's own pages. They create leads or visits only (no session, no cookie to ride on), so there
 * is no token; but a post whose Origin, or else Referer, names another site is refused. A post with neither (some
 * privacy tools strip both) is let through. This site: PUBLIC_URL's origin, or the host the request was sent to.
 */
export function isSameSitePost(request: FastifyRequest, publicUrl: string): boolean {
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined) return true;
  if (!URL.canParse(source)) return false;
  const url = new URL(source);
  return url.origin === new URL(publicUrl).origin || url.host === request.host;
}
