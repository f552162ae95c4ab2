import { Injectable } from '@nestjs/common';
import { StaffUserNotFoundError } from '../domain/auth.errors';
import type { StaffUser } from '../domain/staff-user';
import { StaffUsers } from './staff-users.port';

@Injectable()
export class GetStaffUser {
  constructor(private readonly users: StaffUsers) {}

  async execute(id: string): Promise<StaffUser> {
    const user = await this.users.findById(id);
    if (!user) throw new StaffUserNotFoundError();
    return user;
  }
}
