import { HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

const FORM_ENCODED = /^application\/x-www-form-urlencoded\b/i;

/**
 * Form posts come from this site's own pages. They create leads or visits only (no session, no cookie to ride on), so there
 * is no token; but a post whose Origin, or else Referer, names another site is refused. A post with neither (some
 * privacy tools strip both) is let through. This site: PUBLIC_URL's origin, or the host the request was sent to.
 */
export function isSameSitePost(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const source = request.headers.origin ?? request.headers.referer;
  if (source === undefined) return true;
  if (!URL.canParse(source)) return false;
  const url = new URL(source);
  return url.origin === new URL(publicUrl).origin || url.host === request.host;
}

/**
 * The answer to a form post that is refused before it is read: 403 from another site, 415 when not form-encoded.
 * Undefined when the post may be read.
 */
export function refuseForeignFormPost(request: FastifyRequest, reply: FastifyReply, publicUrl: string): FastifyReply | undefined {
  const text = (status: number, body: string) => reply.code(status).header('content-type', 'text/plain; charset=utf-8').send(body);
  if (!isSameSitePost(request, publicUrl)) return text(HttpStatus.FORBIDDEN, 'Forms are sent from this site.');
  if (!FORM_ENCODED.test(request.headers['content-type'] ?? '')) {
    return text(HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Send the form as application/x-www-form-urlencoded.');
  }
  return undefined;
}
