import { Injectable } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { SkipThrottle, ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientRateLimitGuard } from './client-rate-limit.guard';

/** What the guard reads its settings from: a form post spends the forms' budget, not the sign-in one. */
@SkipThrottle({ login: true })
class FormPostRoute {
  post(): void {}
}

/**
 * The JSON API's rate limit for the form posts (lead forms, the booking form), which are plain Fastify routes: the same guard, budget and key per
 * client, so quotes, contact messages, bookings and form posts share one allowance. Past it, Retry-After is set.
 */
@Injectable()
export class FormPostRateLimit {
  constructor(private readonly guard: ClientRateLimitGuard) {}

  async allows(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const context = new ExecutionContextHost([request, reply], FormPostRoute, FormPostRoute.prototype.post);
    context.setType('http');
    try {
      return await this.guard.canActivate(context);
    } catch (error) {
      if (error instanceof ThrottlerException) return false;
      throw error;
    }
  }
}
