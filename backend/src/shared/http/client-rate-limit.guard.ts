import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';

/**
 * The throttler guard for form and login routes. The library names the header of a named throttler
 * `Retry-After-login`; clients and proxies read the standard `Retry-After`, so every 429 carries it too.
 */
@Injectable()
export class ClientRateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', Math.max(1, detail.timeToBlockExpire));
    return super.throwThrottlingException(context, detail);
  }
}
