import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../../config/app-config';
import { AdminAccounts } from '../application/admin-accounts.port';
import { TOKEN_AUDIENCE } from './jwt-token-issuer';

export interface AdminPrincipal {
  email: string;
}

/**
 * Bearer tokens signed with JWT_SECRET (HS256), for the admin audience, with an expiry that has not passed (the
 * JWT library checks `exp` only when present, so a token without one is refused here), naming the admin account
 * that exists now (a token for another subject, or for an account since renamed, is refused).
 */
@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, 'admin-jwt') {
  constructor(
    config: AppConfig,
    private readonly accounts: AdminAccounts,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      audience: TOKEN_AUDIENCE,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: { sub?: unknown; role?: unknown; exp?: unknown }): Promise<AdminPrincipal | false> {
    if (payload.role !== 'admin' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return false;
    const account = await this.accounts.findByEmail(payload.sub);
    return account ? { email: account.email } : false;
  }
}
