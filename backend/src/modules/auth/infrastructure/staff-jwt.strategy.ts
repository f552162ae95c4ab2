import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../../config/app-config';
import { StaffUsers } from '../application/staff-users.port';
import type { StaffPrincipal } from '../application/staff-principal';
import { TOKEN_AUDIENCE } from './jwt-token-issuer';

/**
 * Bearer tokens signed with JWT_SECRET (HS256), for the admin audience, with an expiry that has not passed (the
 * JWT library checks `exp` only when present, so a token without one is refused here), naming a user who exists,
 * is active, and whose session version is still the token's (a disabled user or a changed password ends it).
 */
@Injectable()
export class StaffJwtStrategy extends PassportStrategy(Strategy, 'staff-jwt') {
  constructor(
    config: AppConfig,
    private readonly users: StaffUsers,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      audience: TOKEN_AUDIENCE,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: { sub?: unknown; ver?: unknown; exp?: unknown }): Promise<StaffPrincipal | false> {
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return false;
    const user = await this.users.findById(payload.sub);
    if (!user || user.status !== 'active' || user.sessionVersion !== payload.ver) return false;
    return { userId: user.id, email: user.email, name: user.name, role: user.role, language: user.language };
  }
}
