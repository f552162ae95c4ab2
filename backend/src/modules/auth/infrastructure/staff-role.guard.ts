import { STAFF_AUTH_MESSAGES, type StaffRole } from '@costa-sol/common';
import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffPrincipal } from '../application/staff-principal';
import { SecondFactorSetupRequiredError } from '../domain/auth.errors';

export const STAFF_ROLES_METADATA = 'staff-roles';
/** The action of the role table a route stands for (its roles are STAFF_ROLES_METADATA); the role-table test reads it. */
export const STAFF_ACTION_METADATA = 'staff-action';
export const BEFORE_SECOND_FACTOR_METADATA = 'staff-before-second-factor';

/**
 * After StaffAuthGuard: 403 when the signed-in user's role is not among the route's (its own, else its controller's),
 * and 403 AUTH.SECOND_FACTOR_SETUP_REQUIRED for an owner who must set up two-step sign-in first, on every route but
 * those marked BeforeSecondFactor() (the account's own).
 */
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
    if (user.secondFactorSetupRequired && !this.reflector.get<boolean | undefined>(BEFORE_SECOND_FACTOR_METADATA, context.getHandler())) {
      throw new SecondFactorSetupRequiredError();
    }
    return true;
  }
}
