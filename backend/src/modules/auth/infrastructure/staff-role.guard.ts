import { STAFF_AUTH_MESSAGES, type StaffRole } from '@costa-sol/common';
import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffPrincipal } from '../application/staff-principal';

export const STAFF_ROLES_METADATA = 'staff-roles';

/** After StaffAuthGuard: 403 when the signed-in user's role is not among the route's (its own, else its controller's). */
@Injectable()
export class StaffRoleGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(STAFF_ROLES_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    const user = context.switchToHttp().getRequest<{ user?: StaffPrincipal }>().user;
    if (!user || !roles?.includes(user.role)) throw new ForbiddenException(STAFF_AUTH_MESSAGES.en.roleRefused);
    return true;
  }
}
