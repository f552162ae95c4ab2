import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../../config/app-config';
import { TOKEN_AUDIENCE } from './jwt-token-issuer';

export interface AdminPrincipal {
  email: string;
}

/** Bearer tokens signed with JWT_SECRET (HS256), for the admin audience, not expired. */
@Injectable()
export class AdminJwtStrategy extends PassportStrategy(Strategy, 'admin-jwt') {
  constructor(config: AppConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      audience: TOKEN_AUDIENCE,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(payload: { sub?: unknown; role?: unknown }): AdminPrincipal | false {
    return payload.role === 'admin' && typeof payload.sub === 'string' ? { email: payload.sub } : false;
  }
}
