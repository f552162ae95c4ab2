import { rolesAllowedTo, type StaffAction } from '@costa-sol/common';
import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../shared/http/error-responses.dto';
import { StaffAuthGuard } from './infrastructure/staff-auth.guard';
import {
  BEFORE_SECOND_FACTOR_METADATA,
  STAFF_ACTION_METADATA,
  STAFF_ROLES_METADATA,
  StaffRoleGuard,
} from './infrastructure/staff-role.guard';

/** The OpenAPI extension naming an operation's roles; the document builder adds them to its description too. */
export const STAFF_ROLES_EXTENSION = 'x-staff-roles';

/**
 * Public API of the auth module for other modules' controllers: the route needs a signed-in staff user (401) whose
 * role may do `action` by the common role table, STAFF_PERMISSIONS (403 otherwise). On a controller it sets every
 * route's rule; on a route it replaces its controller's.
 */
export function StaffOnly(action: StaffAction): ClassDecorator & MethodDecorator {
  const allowed = [...rolesAllowedTo(action)];
  return applyDecorators(
    SetMetadata(STAFF_ACTION_METADATA, action),
    SetMetadata(STAFF_ROLES_METADATA, allowed),
    UseGuards(StaffAuthGuard, StaffRoleGuard),
    ApiBearerAuth(),
    ApiExtension(STAFF_ROLES_EXTENSION, allowed),
    ApiUnauthorizedResponse({ type: ErrorDto, description: 'No token, or a token that is invalid or expired (the message says which).' }),
    ApiForbiddenResponse({
      type: ErrorDto,
      description:
        'Signed in with a role this route does not allow; or (code AUTH.SECOND_FACTOR_SETUP_REQUIRED) an owner who must set up two-step sign-in first.',
    }),
    ApiTooManyRequestsResponse({
      type: ErrorDto,
      description: 'Too many requests with an invalid token from this client address in the last minute (INVALID_TOKEN_LIMIT_PER_MINUTE).',
      headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } },
    }),
  );
}

/**
 * On a route of a StaffOnly() controller: the route's own action, instead of the controller's. The controller's
 * guards stay (repeated here, so a route of an unguarded controller is refused rather than public) and so do its
 * documented responses; the OpenAPI extension names this route's roles.
 */
export function Allowed(action: StaffAction): MethodDecorator {
  const allowed = [...rolesAllowedTo(action)];
  return applyDecorators(
    SetMetadata(STAFF_ACTION_METADATA, action),
    SetMetadata(STAFF_ROLES_METADATA, allowed),
    UseGuards(StaffAuthGuard, StaffRoleGuard),
    ApiExtension(STAFF_ROLES_EXTENSION, allowed),
  );
}

/** An account route an owner may use before setting up a required second factor (the ones that set it up). */
export function BeforeSecondFactor(): MethodDecorator {
  return SetMetadata(BEFORE_SECOND_FACTOR_METADATA, true);
}
