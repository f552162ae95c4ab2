import {
  ADMIN_FIELD_LIMITS,
  EMAIL_PATTERN,
  LANGUAGES,
  type Language,
  STAFF_FIELD_LIMITS,
  STAFF_PASSWORD_LIMITS,
  STAFF_ROLES,
  type StaffRole,
} from '@costa-sol/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim, TrimToUndefined, rule } from '../../../../shared/http/validation-rule';

/** Long enough for any token this API issues (43 characters) and short enough to refuse junk at once. */
const TOKEN_MAX = 128;

export class StaffEmailDto {
  @ApiProperty({ example: 'marta@costasolhvac.example', maxLength: STAFF_FIELD_LIMITS.email.max, pattern: EMAIL_PATTERN.source })
  @Trim()
  @Matches(EMAIL_PATTERN, rule('emailInvalid'))
  @MaxLength(STAFF_FIELD_LIMITS.email.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  email!: string;
}

export class CreateStaffUserDto extends StaffEmailDto {
  @ApiProperty({ example: 'Marta Ruiz', minLength: STAFF_FIELD_LIMITS.name.min, maxLength: STAFF_FIELD_LIMITS.name.max })
  @Trim()
  @MinLength(STAFF_FIELD_LIMITS.name.min, rule('textTooShort'))
  @MaxLength(STAFF_FIELD_LIMITS.name.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  name!: string;

  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole' })
  @IsIn(STAFF_ROLES, rule('invalidOption'))
  @IsDefined(rule('required'))
  role!: StaffRole;

  @ApiProperty({ enum: LANGUAGES, description: 'The language of the admin and of the e-mails to this user.' })
  @IsIn(LANGUAGES, rule('invalidOption'))
  @IsDefined(rule('required'))
  language!: Language;
}

export class UpdateStaffUserDto {
  @ApiPropertyOptional({ minLength: STAFF_FIELD_LIMITS.name.min, maxLength: STAFF_FIELD_LIMITS.name.max })
  @TrimToUndefined()
  @IsOptional()
  @MinLength(STAFF_FIELD_LIMITS.name.min, rule('textTooShort'))
  @MaxLength(STAFF_FIELD_LIMITS.name.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  name?: string;

  @ApiPropertyOptional({ enum: STAFF_ROLES, enumName: 'StaffRole' })
  @IsOptional()
  @IsIn(STAFF_ROLES, rule('invalidOption'))
  role?: StaffRole;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @IsOptional()
  @IsIn(LANGUAGES, rule('invalidOption'))
  language?: Language;

  @ApiPropertyOptional({ description: 'true: the user cannot sign in and every session of theirs ends at once.' })
  @IsOptional()
  @IsBoolean(rule('invalidInput'))
  disabled?: boolean;
}

export class LinkTokenDto {
  @ApiProperty({ description: 'The token of the link (after `#token=`).', maxLength: TOKEN_MAX })
  @MaxLength(TOKEN_MAX, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  token!: string;
}

export class NewPasswordWithTokenDto extends LinkTokenDto {
  @ApiProperty({ minLength: STAFF_PASSWORD_LIMITS.min, maxLength: STAFF_PASSWORD_LIMITS.max })
  @MaxLength(STAFF_PASSWORD_LIMITS.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  password!: string;
}

export class ChangePasswordDto {
  @ApiProperty({ maxLength: ADMIN_FIELD_LIMITS.password.max })
  @MaxLength(ADMIN_FIELD_LIMITS.password.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  currentPassword!: string;

  @ApiProperty({ minLength: STAFF_PASSWORD_LIMITS.min, maxLength: STAFF_PASSWORD_LIMITS.max })
  @MaxLength(STAFF_PASSWORD_LIMITS.max, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  newPassword!: string;
}

export class InvitationPreviewDto {
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: LANGUAGES }) language!: Language;
}

export class MessageDto {
  @ApiProperty() message!: string;
}
