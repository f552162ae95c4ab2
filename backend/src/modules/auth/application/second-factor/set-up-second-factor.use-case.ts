import { Injectable } from '@nestjs/common';
import { StaffUserNotFoundError } from '../../domain/auth.errors';
import { newSecondFactorSecret, otpauthUrl } from './totp';
import { StaffUsers } from '../staff-users.port';

export interface SecondFactorEnrolment {
  secret: string;
  otpauthUrl: string;
}

/**
 * Starts (or restarts) two-step sign-in for the signed-in user: a new secret to scan or type. Nothing changes at
 * sign-in until a code from it turns it on (EnableSecondFactor), so an abandoned enrolment locks no one out.
 */
@Injectable()
export class SetUpSecondFactor {
  constructor(private readonly users: StaffUsers) {}

  async execute(userId: string): Promise<SecondFactorEnrolment> {
    const user = await this.users.findById(userId);
    if (!user) throw new StaffUserNotFoundError();
    const secret = newSecondFactorSecret();
    await this.users.setPendingSecondFactor(user.id, secret);
    return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
  }
}
