import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { TokenExpiredError } from 'jsonwebtoken';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/** Every staff route: 401 without a valid token, saying so when the session has merely expired. */
@Injectable()
export class StaffAuthGuard extends AuthGuard('staff-jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    // A route may carry StaffOnly() on its controller and on itself: the token is checked once per request.
    if (context.switchToHttp().getRequest<{ user?: unknown }>().user) return true;
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error || !user) {
      throw new UnauthorizedException(info instanceof TokenExpiredError ? SESSION_EXPIRED_MESSAGE : SIGN_IN_REQUIRED_MESSAGE);
    }
    return user;
  }
}
