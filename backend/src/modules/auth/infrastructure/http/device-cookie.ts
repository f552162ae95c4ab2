import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_COOKIE_DAYS } from '../hmac-device-cookies';

/**
 * The device cookie (sign-in-lockout.ts): HttpOnly, SameSite=Strict, sent only to the sign-in route, Secure when the
 * site is served over https (PUBLIC_URL).
 */
const DEVICE_COOKIE = 'costa_sol_device';
const PATH = '/api/auth/login';
const MAX_AGE_SECONDS = DEVICE_COOKIE_DAYS * 86_400;
const VALUE_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/;

export function deviceCookieHeader(value: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${value}; Path=${PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Strict`;
}

export function setDeviceCookie(reply: FastifyReply, value: string, secure: boolean): void {
  void reply.header('Set-Cookie', deviceCookieHeader(value, secure));
}

/** The device cookie the browser sent, when it sent one that can be one. */
export function readDeviceCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== DEVICE_COOKIE) continue;
    const cookie = value.join('=');
    return VALUE_PATTERN.test(cookie) ? cookie : undefined;
  }
  return undefined;
}
