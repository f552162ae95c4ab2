import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../shared/http/error-responses.dto';
import { AdminAuthGuard } from './infrastructure/admin-auth.guard';

/** Public API of the auth module for other modules' controllers: the route needs a signed-in admin. */
export function AdminOnly(): ClassDecorator & MethodDecorator {
  return applyDecorators(
    UseGuards(AdminAuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorDto, description: 'No token, or a token that is invalid or expired (the message says which).' }),
    ApiTooManyRequestsResponse({
      type: ErrorDto,
      description: 'Too many requests with an invalid token from this client address in the last minute (INVALID_TOKEN_LIMIT_PER_MINUTE).',
      headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } },
    }),
  );
}
