import { Injectable } from '@nestjs/common';
import { hashSecretToken } from '../secret-token';
import { DeviceSessions } from '../device-sessions.port';
import { Clock } from '../../../../shared/application/clock.port';

/** Ends the session of this browser's refresh token, if it has one that is still current; otherwise nothing to do. */
@Injectable()
export class SignOut {
  constructor(
    private readonly sessions: DeviceSessions,
    private readonly clock: Clock,
  ) {}

  async execute(refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const found = await this.sessions.findByToken(hashSecretToken(refreshToken));
    if (found && !found.replaced) await this.sessions.end(found.session.id, 'signed-out', this.clock.now());
  }
}
