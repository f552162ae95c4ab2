import { Injectable } from '@nestjs/common';
import type { StaffUser } from '../../domain/staff-user';
import { StaffUsers } from '../staff-users.port';

@Injectable()
export class ListStaffUsers {
  constructor(private readonly users: StaffUsers) {}

  execute(): Promise<StaffUser[]> {
    return this.users.list();
  }
}
