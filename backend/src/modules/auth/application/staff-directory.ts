import type { Language, StaffRole } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { StaffUsers } from './staff-users.port';

/** A staff user who can be written to: active (not invited, not disabled). */
export interface StaffContact {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  language: Language;
}

/** What other modules may ask about staff users (exported by the auth module). */
@Injectable()
export class StaffDirectory {
  constructor(private readonly users: StaffUsers) {}

  /** Work can be assigned to an invited or active user, not to a disabled or unknown one. */
  async canBeAssigned(userId: string): Promise<boolean> {
    return (await this.assignable(userId)) !== undefined;
  }

  /** The user work can be assigned to, with the address and language to tell them in; undefined if none. */
  async assignable(userId: string): Promise<StaffContact | undefined> {
    const user = await this.users.findById(userId);
    if (!user || user.status === 'disabled') return undefined;
    const { id, email, name, role, language } = user;
    return { id, email, name, role, language };
  }

  /** The active users, oldest first, with the language each chose for the admin and its e-mails. */
  async activeUsers(): Promise<StaffContact[]> {
    return (await this.users.list())
      .filter((user) => user.status === 'active')
      .map(({ id, email, name, role, language }) => ({ id, email, name, role, language }));
  }
}
