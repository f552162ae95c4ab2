import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { GetSecuritySettings, UpdateSecuritySettings } from '../../application/sessions/security-settings.use-cases';
import type { StaffPrincipal } from '../../application/staff-principal';
import { CurrentStaff } from '../../current-staff.decorator';
import { StaffOnly } from '../../staff-only.decorator';
import { SecuritySettingsDto } from './session.dto';

@ApiTags('Admin: security')
@StaffOnly('security.edit')
@Controller('admin/security-settings')
export class SecuritySettingsController {
  constructor(
    private readonly getSettings: GetSecuritySettings,
    private readonly updateSettings: UpdateSecuritySettings,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Session limits and the two-step sign-in rule' })
  @ApiOkResponse({ type: SecuritySettingsDto })
  async get(): Promise<SecuritySettingsDto> {
    return SecuritySettingsDto.from(await this.getSettings.execute());
  }

  @Put()
  @ApiOperation({
    summary: 'Change the session limits and the two-step sign-in rule',
    description: 'New limits apply to every session at its next renewal, the ones already open included.',
  })
  @ApiOkResponse({ type: SecuritySettingsDto })
  @ApiBadRequestResponse({ type: ValidationErrorDto })
  async put(@CurrentStaff() staff: StaffPrincipal, @Body() dto: SecuritySettingsDto): Promise<SecuritySettingsDto> {
    return SecuritySettingsDto.from(await this.updateSettings.execute(staff.userId, dto));
  }
}
