import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PostgresThrottlerStorage } from '../../../shared/infrastructure/postgres-throttler-storage';

const TOO_MANY_INVALID_TOKENS_MESSAGE = 'Too many requests with an invalid session. Please wait a minute and sign in again.';
const THROTTLER = 'invalid-token';
const MINUTE_MS = 60_000;

/**
 * Counts a request that brought a refused token (a forged, tampered or expired access token, an ended refresh
 * token) against its client address's budget of `limit` a minute; past it, 429 with Retry-After. A signed-in screen
 * sends a few refused ones before it asks for a new sign-in; a forger sends thousands.
 */
export async function countInvalidToken(
  storage: PostgresThrottlerStorage,
  limit: number,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const record = await storage.increment(`client:${request.ip}`, MINUTE_MS, limit, MINUTE_MS, THROTTLER);
  if (!record.isBlocked) return;
  void reply.header('Retry-After', Math.max(1, record.timeToBlockExpire));
  throw new HttpException(TOO_MANY_INVALID_TOKENS_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
}
