import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { ClientRateLimitGuard } from './client-rate-limit.guard';
import { ErrorDto } from './error-responses.dto';

const BUDGETS = {
  forms: { skip: { login: true }, description: 'Too many form posts from this address in the last minute (RATE_LIMIT_PER_MINUTE).' },
  login: {
    skip: { default: true },
    description: 'Too many sign-in attempts from this address in the last minute (LOGIN_RATE_LIMIT_PER_MINUTE).',
  },
} as const;

/**
 * The route counts against one per-client budget (form posts, or sign-in attempts) and its 429 is documented, with
 * Retry-After: the guard and the document from one decorator, so a rate-limited route cannot leave its 429 out.
 */
export function RateLimited(budget: keyof typeof BUDGETS): ClassDecorator & MethodDecorator {
  const { skip, description } = BUDGETS[budget];
  return applyDecorators(
    UseGuards(ClientRateLimitGuard),
    SkipThrottle(skip),
    ApiTooManyRequestsResponse({
      type: ErrorDto,
      description,
      headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } },
    }),
  );
}
