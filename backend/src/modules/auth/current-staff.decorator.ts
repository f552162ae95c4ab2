import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { StaffPrincipal } from './application/staff-principal';

/** The signed-in staff user of a StaffOnly() route. */
export const CurrentStaff = createParamDecorator(
  (_data: unknown, context: ExecutionContext): StaffPrincipal => context.switchToHttp().getRequest<{ user: StaffPrincipal }>().user,
);
