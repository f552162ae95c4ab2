import { LANGUAGES, type Language, STAFF_ROLES, STAFF_USER_STATUSES, type StaffRole, type StaffUserStatus } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import type { StaffSession } from '../../application/start-session';
import type { StaffUser } from '../../domain/staff-user';

export class StaffUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'office@costasolhvac.example' })
  email!: string;

  @ApiProperty({ example: 'Marta Ruiz' })
  name!: string;

  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole' })
  role!: StaffRole;

  @ApiProperty({ enum: LANGUAGES, description: 'The language of the admin and of the e-mails to this user.' })
  language!: Language;

  @ApiProperty({ enum: STAFF_USER_STATUSES, enumName: 'StaffUserStatus' })
  status!: StaffUserStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', type: String, nullable: true })
  lastSignInAt!: string | null;

  @ApiProperty({ description: 'Two-step sign-in (an authenticator app code after the password) is on.' })
  secondFactorEnabled!: boolean;

  static from(user: StaffUser): StaffUserDto {
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      language: user.language,
      status: user.status,
      createdAt: user.createdAt.toISOString(),
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
      secondFactorEnabled: user.secondFactor !== undefined,
    };
  }
}

export class SessionDto {
  @ApiProperty({ description: 'JWT to send as `Authorization: Bearer <token>` on /api/admin routes.' })
  accessToken!: string;

  @ApiProperty({
    example: 900,
    description:
      'Seconds until the token expires; POST /api/auth/refresh gives a new one from the HttpOnly refresh cookie set beside this answer.',
  })
  expiresIn!: number;

  @ApiProperty({ type: StaffUserDto })
  user!: StaffUserDto;

  static from(session: StaffSession): SessionDto {
    return { accessToken: session.accessToken, expiresIn: session.expiresIn, user: StaffUserDto.from(session.user) };
  }
}

export class MeDto extends StaffUserDto {
  @ApiProperty({
    description:
      'An owner who must set up two-step sign-in before any other admin route answers (the security settings require it for owners).',
  })
  secondFactorSetupRequired!: boolean;
}
