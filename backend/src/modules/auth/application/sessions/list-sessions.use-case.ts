import { Injectable } from '@nestjs/common';
import { StaffUserNotFoundError } from '../../domain/auth.errors';
import { type DeviceSession, isSessionLive, sessionExpiresAt } from '../../domain/device-session';
import { DeviceSessions } from '../device-sessions.port';
import { SecuritySettingsStore } from '../security-settings.port';
import { StaffUsers } from '../staff-users.port';
import { Clock } from '../../../../shared/application/clock.port';

export interface ListedSession extends DeviceSession {
  expiresAt: Date;
  current: boolean;
}

/** The signed-in user's live sessions (the one asking marked), newest use first. */
@Injectable()
export class ListSessions {
  constructor(
    private readonly users: StaffUsers,
    private readonly sessions: DeviceSessions,
    private readonly settings: SecuritySettingsStore,
    private readonly clock: Clock,
  ) {}

  async execute(userId: string, currentSessionId: string): Promise<ListedSession[]> {
    const user = await this.users.findById(userId);
    if (!user) throw new StaffUserNotFoundError();
    const settings = await this.settings.get();
    const now = this.clock.now();
    const open = await this.sessions.listOpen(userId, user.sessionVersion);
    return open
      .filter((session) => isSessionLive(session, user.sessionVersion, settings, now))
      .map((session) => ({ ...session, expiresAt: sessionExpiresAt(session, settings), current: session.id === currentSessionId }));
  }
}
