import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../../config/app-config';
import { DeviceSessions } from '../application/device-sessions.port';
import { SecuritySettingsStore } from '../application/security-settings.port';
import type { StaffPrincipal } from '../application/staff-principal';
import { StaffUsers } from '../application/staff-users.port';
import type { StaffUser } from '../domain/staff-user';
import { TOKEN_AUDIENCE } from './jwt-token-issuer';

/**
 * Bearer tokens signed with JWT_SECRET (HS256), for the admin audience, with an expiry that has not passed (the
 * JWT library checks `exp` only when present, so a token without one is refused here), naming a user who exists,
 * is active, and whose session version is still the token's (a disabled user or a changed password ends it), and
 * a device session of theirs that has not ended (signing out one device ends its token at once too).
 */
@Injectable()
export class StaffJwtStrategy extends PassportStrategy(Strategy, 'staff-jwt') {
  constructor(
    config: AppConfig,
    private readonly users: StaffUsers,
    private readonly sessions: DeviceSessions,
    private readonly settings: SecuritySettingsStore,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      audience: TOKEN_AUDIENCE,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: { sub?: unknown; ver?: unknown; sid?: unknown; exp?: unknown }): Promise<StaffPrincipal | false> {
    const { sub, ver, sid, exp } = payload;
    if (typeof sub !== 'string' || typeof ver !== 'number' || typeof sid !== 'string' || typeof exp !== 'number') return false;
    const user = await this.users.findById(sub);
    if (!user || user.status !== 'active' || user.sessionVersion !== ver) return false;
    const session = await this.sessions.findById(sid);
    if (!session || session.userId !== user.id || session.endedAt) return false;
    return {
      userId: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      language: user.language,
      sessionId: session.id,
      secondFactorSetupRequired: await this.setupRequired(user),
    };
  }

  private async setupRequired(user: StaffUser): Promise<boolean> {
    if (user.role !== 'owner' || user.secondFactor) return false;
    return (await this.settings.get()).requireSecondFactorForOwners;
  }
}
