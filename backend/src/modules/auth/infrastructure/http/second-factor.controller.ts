import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { DisableSecondFactor } from '../../application/second-factor/disable-second-factor.use-case';
import { EnableSecondFactor } from '../../application/second-factor/enable-second-factor.use-case';
import { SetUpSecondFactor } from '../../application/second-factor/set-up-second-factor.use-case';
import type { StaffPrincipal } from '../../application/staff-principal';
import { CurrentStaff } from '../../current-staff.decorator';
import { BeforeSecondFactor, StaffOnly } from '../../staff-only.decorator';
import { qrCodeDataUrl } from './qr-code';
import { BackupCodesDto, BackupCodesLeftDto, PasswordConfirmationDto, SecondFactorCodeDto, SecondFactorSetupDto } from './session.dto';
import { CountBackupCodes } from '../../application/second-factor/count-backup-codes.use-case';
import { RegenerateBackupCodes } from '../../application/second-factor/regenerate-backup-codes.use-case';

@ApiTags('Auth')
@StaffOnly('account.use')
@Controller('auth/second-factor')
export class SecondFactorController {
  constructor(
    private readonly setUp: SetUpSecondFactor,
    private readonly enable: EnableSecondFactor,
    private readonly disable: DisableSecondFactor,
    private readonly regenerate: RegenerateBackupCodes,
    private readonly countBackupCodes: CountBackupCodes,
  ) {}

  @Post('setup')
  @HttpCode(HttpStatus.OK)
  @BeforeSecondFactor()
  @ApiOperation({
    summary: 'Start setting up two-step sign-in',
    description:
      'A new secret for an authenticator app (RFC 6238: SHA-1, 30 s, 6 digits). Nothing changes at sign-in until a code turns it on.',
  })
  @ApiOkResponse({ type: SecondFactorSetupDto })
  async setup(@CurrentStaff() staff: StaffPrincipal): Promise<SecondFactorSetupDto> {
    const enrolment = await this.setUp.execute(staff.userId);
    return SecondFactorSetupDto.from(enrolment, await qrCodeDataUrl(enrolment.otpauthUrl));
  }

  @Post('enable')
  @HttpCode(HttpStatus.OK)
  @BeforeSecondFactor()
  @ApiOperation({
    summary: 'Turn two-step sign-in on with a code from the app',
    description: 'From the next sign-in, a code is asked after the password. The answer holds ten backup codes, shown this once.',
  })
  @ApiOkResponse({ type: BackupCodesDto, description: 'Two-step sign-in is on.' })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'fieldErrors.code: the code is wrong, or no setup was started.' })
  async turnOn(@CurrentStaff() staff: StaffPrincipal, @Body() dto: SecondFactorCodeDto): Promise<BackupCodesDto> {
    const backupCodes = await this.enable.execute(staff.userId, dto.code);
    return { backupCodes, remaining: backupCodes.length };
  }

  @Get('backup-codes')
  @BeforeSecondFactor()
  @ApiOperation({ summary: 'How many backup codes you have left' })
  @ApiOkResponse({ type: BackupCodesLeftDto })
  async backupCodesLeft(@CurrentStaff() staff: StaffPrincipal): Promise<BackupCodesLeftDto> {
    return { remaining: await this.countBackupCodes.execute(staff.userId) };
  }

  @Post('backup-codes')
  @HttpCode(HttpStatus.OK)
  @BeforeSecondFactor()
  @ApiOperation({
    summary: 'Replace your backup codes',
    description: 'Asks for the password again. Ten new codes, shown this once; the earlier ones stop working.',
  })
  @ApiOkResponse({ type: BackupCodesDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'fieldErrors.password: the password is not correct.' })
  @ApiConflictResponse({ type: ErrorDto, description: 'Two-step sign-in is off (AUTH.SECOND_FACTOR_OFF).' })
  async regenerateBackupCodes(@CurrentStaff() staff: StaffPrincipal, @Body() dto: PasswordConfirmationDto): Promise<BackupCodesDto> {
    const backupCodes = await this.regenerate.execute(staff.userId, dto.password);
    return { backupCodes, remaining: backupCodes.length };
  }

  @Post('disable')
  @HttpCode(HttpStatus.NO_CONTENT)
  @BeforeSecondFactor()
  @ApiOperation({ summary: 'Turn two-step sign-in off', description: 'Asks for the password again.' })
  @ApiNoContentResponse({ description: 'Two-step sign-in is off.' })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'fieldErrors.password: the password is not correct.' })
  @ApiConflictResponse({ type: ErrorDto, description: 'An owner, while the security settings require two-step sign-in for owners.' })
  async turnOff(@CurrentStaff() staff: StaffPrincipal, @Body() dto: PasswordConfirmationDto): Promise<void> {
    await this.disable.execute(staff.userId, dto.password);
  }
}
