import { Injectable } from '@nestjs/common';
import { DeviceSessionNotFoundError } from '../../domain/auth.errors';
import { DeviceSessions } from '../device-sessions.port';
import { Clock } from '../../../../shared/application/clock.port';

/** Ends one session of the signed-in user (a lost phone, a shared computer); someone else's answers as unknown. */
@Injectable()
export class EndOwnSession {
  constructor(
    private readonly sessions: DeviceSessions,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, sessionId: string): Promise<void> {
    const session = await this.sessions.findById(sessionId);
    if (!session || session.userId !== userId || session.endedAt) throw new DeviceSessionNotFoundError();
    await this.sessions.end(session.id, 'signed-out', this.clock.now());
  }
}
