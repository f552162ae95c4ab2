import { Injectable } from '@nestjs/common';
import { StaffUsers } from '../staff-users.port';

/** Ends every session of the user, this one included. */
@Injectable()
export class SignOutEverywhere {
  constructor(private readonly users: StaffUsers) {}

  async execute(userId: string): Promise<void> {
    await this.users.bumpSessionVersion(userId);
  }
}
