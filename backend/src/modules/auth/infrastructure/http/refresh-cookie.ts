import { STAFF_SESSION_LIMITS } from '@costa-sol/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh token's cookie: HttpOnly (no script reads it), Secure, SameSite=Strict (no other site's page can make
 * the browser send it), and only on /api/auth, the routes that use it. Its Max-Age is the longest absolute limit the
 * owner may set: the server decides when the session is over.
 */
const REFRESH_COOKIE = 'costa_sol_refresh';
const PATH = '/api/auth';
const MAX_AGE_SECONDS = STAFF_SESSION_LIMITS.absoluteHours.max * 3600;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export function setRefreshCookie(reply: FastifyReply, token: string): void {
  void reply.header(
    'Set-Cookie',
    `${REFRESH_COOKIE}=${token}; Path=${PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; Secure; SameSite=Strict`,
  );
}

export function clearRefreshCookie(reply: FastifyReply): void {
  void reply.header('Set-Cookie', `${REFRESH_COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Strict`);
}

/** The refresh token the browser sent, when it sent one that can be one. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== REFRESH_COOKIE) continue;
    const token = value.join('=');
    return TOKEN_PATTERN.test(token) ? token : undefined;
  }
  return undefined;
}
