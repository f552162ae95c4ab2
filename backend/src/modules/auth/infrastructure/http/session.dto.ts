import { SECOND_FACTOR, STAFF_SESSION_LIMITS } from '@costa-sol/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { rule } from '../../../../shared/http/validation-rule';
import type { SecondFactorEnrolment } from '../../application/second-factor/set-up-second-factor.use-case';
import type { ListedSession } from '../../application/sessions/list-sessions.use-case';
import type { SecuritySettings } from '../../domain/security-settings';

const { idleMinutes: IDLE, absoluteHours: ABSOLUTE } = STAFF_SESSION_LIMITS;

export class StaffSessionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    example: 'Chrome · Windows',
    description: 'The browser and system the session was started from, by name; empty when the browser did not say.',
  })
  device!: string;

  @ApiProperty({ format: 'date-time', description: 'When the person signed in.' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', description: 'When the session last renewed its access token.' })
  lastUsedAt!: string;

  @ApiProperty({ format: 'date-time', description: 'When it ends unless used again (idle limit), or at the latest (absolute limit).' })
  expiresAt!: string;

  @ApiProperty({ description: 'The session this request was made from.' })
  current!: boolean;

  static from(session: ListedSession): StaffSessionDto {
    return {
      id: session.id,
      device: session.device,
      createdAt: session.createdAt.toISOString(),
      lastUsedAt: session.lastUsedAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      current: session.current,
    };
  }
}

export class SecondFactorSetupDto {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'The secret in base32, for typing into an app by hand.' })
  secret!: string;

  @ApiProperty({ example: 'otpauth://totp/Costa%20Sol%20HVAC%20admin%3Aowner%40example.com?secret=…' })
  otpauthUrl!: string;

  @ApiProperty({ example: 'data:image/svg+xml;base64,…', description: 'The otpauth address as a QR code, an SVG image in a data: URL.' })
  qrCode!: string;

  static from(enrolment: SecondFactorEnrolment, qrCode: string): SecondFactorSetupDto {
    return { secret: enrolment.secret, otpauthUrl: enrolment.otpauthUrl, qrCode };
  }
}

export class SecondFactorCodeDto {
  @ApiProperty({ example: '123456', pattern: `^\\d{${SECOND_FACTOR.digits}}$` })
  @Matches(new RegExp(`^\\d{${SECOND_FACTOR.digits}}$`), rule('secondFactorCodeWrong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  code!: string;
}

export class PasswordConfirmationDto {
  @ApiProperty({ maxLength: 128 })
  @MaxLength(128, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  password!: string;
}

export class SecuritySettingsDto {
  @ApiProperty({
    minimum: IDLE.min,
    maximum: IDLE.max,
    example: IDLE.default,
    description: 'Minutes without use after which a session ends (a working day by default).',
  })
  @Max(IDLE.max, rule('tooLarge'))
  @Min(IDLE.min, rule('tooSmall'))
  @IsInt(rule('invalidInput'))
  @IsDefined(rule('required'))
  idleMinutes!: number;

  @ApiProperty({
    minimum: ABSOLUTE.min,
    maximum: ABSOLUTE.max,
    example: ABSOLUTE.default,
    description: 'Hours after sign-in at which a session ends however much it is used.',
  })
  @Max(ABSOLUTE.max, rule('tooLarge'))
  @Min(ABSOLUTE.min, rule('tooSmall'))
  @IsInt(rule('invalidInput'))
  @IsDefined(rule('required'))
  absoluteHours!: number;

  @ApiProperty({
    description:
      'Owners must use two-step sign-in: an owner without it can only reach their account page until they set it up. Refused (400) from an owner who has none.',
  })
  @IsBoolean(rule('invalidInput'))
  @IsDefined(rule('required'))
  requireSecondFactorForOwners!: boolean;

  static from(settings: SecuritySettings): SecuritySettingsDto {
    return { ...settings };
  }
}

export class BackupCodesLeftDto {
  @ApiProperty({ example: 9, description: 'Backup codes not yet used (0 while two-step sign-in is off).' })
  remaining!: number;
}

export class BackupCodesDto extends BackupCodesLeftDto {
  @ApiProperty({
    type: [String],
    example: ['7KQ2-M9XD-4HTA-P3WZ', 'Q0RS-8VXN-2M4K-JH7C'],
    description:
      'Ten one-time codes, shown this once (only a salted hash of each is kept): each signs in once in place of the app code. Any earlier codes no longer work.',
  })
  backupCodes!: string[];
}
