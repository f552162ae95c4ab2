import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TokenExpiredError } from 'jsonwebtoken';
import { AppConfig } from '../../../config/app-config';
import { PostgresThrottlerStorage } from '../../../shared/infrastructure/postgres-throttler-storage';
import { countInvalidToken } from './invalid-token-budget';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/**
 * Every staff route: 401 without a valid token, saying so when the session has merely expired; 429 with
 * Retry-After once a client address has sent INVALID_TOKEN_LIMIT_PER_MINUTE requests with a refused token (forged,
 * tampered, expired, of an ended session) in a minute.
 */
@Injectable()
export class StaffAuthGuard extends AuthGuard('staff-jwt') {
  constructor(
    private readonly storage: PostgresThrottlerStorage,
    private readonly config: AppConfig,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: unknown }>();
    // A route may carry StaffOnly() on its controller and Allowed() on itself: the token is checked once per request.
    if (request.user) return true;
    try {
      return (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (error instanceof UnauthorizedException && request.headers.authorization) {
        const reply = context.switchToHttp().getResponse<FastifyReply>();
        await countInvalidToken(this.storage, this.config.invalidTokenLimitPerMinute, request, reply);
      }
      throw error;
    }
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error || !user) {
      throw new UnauthorizedException(info instanceof TokenExpiredError ? SESSION_EXPIRED_MESSAGE : SIGN_IN_REQUIRED_MESSAGE);
    }
    return user;
  }
}
