import { Injectable } from '@nestjs/common';
import { StaffUsers } from './staff-users.port';

/** What other modules may ask about staff users (exported by the auth module). */
@Injectable()
export class StaffDirectory {
  constructor(private readonly users: StaffUsers) {}

  /** Work can be assigned to an invited or active user, not to a disabled or unknown one. */
  async canBeAssigned(userId: string): Promise<boolean> {
    const user = await this.users.findById(userId);
    return user !== undefined && user.status !== 'disabled';
  }
}
