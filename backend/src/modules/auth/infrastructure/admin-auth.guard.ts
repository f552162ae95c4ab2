import { Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { TokenExpiredError } from 'jsonwebtoken';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';

/** Every /api/admin route: 401 without a valid token, saying so when the session has merely expired. */
@Injectable()
export class AdminAuthGuard extends AuthGuard('admin-jwt') {
  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error || !user) {
      throw new UnauthorizedException(info instanceof TokenExpiredError ? SESSION_EXPIRED_MESSAGE : SIGN_IN_REQUIRED_MESSAGE);
    }
    return user;
  }
}
