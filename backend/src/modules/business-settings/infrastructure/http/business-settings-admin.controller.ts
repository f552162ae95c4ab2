import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  type BusinessSettingsBody,
  businessSettingsBodyField,
  businessSettingsBodySchema,
  businessSettingsOfBody,
} from '@costa-sol/common';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import type { StaffPrincipal } from '../../../auth/application/staff-principal';
import { CurrentStaff } from '../../../auth/current-staff.decorator';
import { StaffOnly } from '../../../auth/staff-only.decorator';
import { ReadBusinessSettings } from '../../application/read-business-settings.use-case';
import { SaveBusinessSettings } from '../../application/save-business-settings.use-case';
import { SettingsSectionNotFoundError } from '../../domain/business-settings.errors';
import {
  ADMIN_BUSINESS_SETTINGS,
  type AdminBusinessSettings,
  adminBusinessSettingsOf,
  BUSINESS_SETTINGS_BODY,
} from './business-settings.dto';

const SECTIONS = ['business'] as const;
const SECTION_PARAM = ApiParam({ name: 'section', enum: SECTIONS, description: 'The settings section (the business facts).' });

function section(name: string): void {
  if (!SECTIONS.some((known) => known === name)) throw new SettingsSectionNotFoundError();
}

/**
 * The company's facts (names, contact, hours, legal identifiers, service area, promises, home-page figures): the
 * owner's to change; a change shows on every page of every instance at once.
 */
@ApiTags('Admin: settings')
@StaffOnly('settings.edit')
@Controller('admin/settings')
export class BusinessSettingsAdminController {
  constructor(
    private readonly read: ReadBusinessSettings,
    private readonly save: SaveBusinessSettings,
  ) {}

  @Get(':section')
  @SECTION_PARAM
  @ApiOperation({ summary: 'The business settings as the pages show them, with who saved them last' })
  @ApiOkResponse({ schema: ADMIN_BUSINESS_SETTINGS.ref })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such settings section.' })
  async get(@Param('section') name: string): Promise<AdminBusinessSettings> {
    section(name);
    return adminBusinessSettingsOf(await this.read.execute());
  }

  @Put(':section')
  @SECTION_PARAM
  @ApiOperation({ summary: 'Replace the business settings (production refuses sample values); public at once' })
  @ApiBody({ schema: BUSINESS_SETTINGS_BODY.ref })
  @ApiOkResponse({ schema: ADMIN_BUSINESS_SETTINGS.ref })
  @ApiBadRequestResponse({ type: ValidationErrorDto, description: 'fieldErrors per field.' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No such settings section.' })
  async put(
    @Param('section') name: string,
    @Body(new EntityBodyPipe(businessSettingsBodySchema)) body: BusinessSettingsBody,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<AdminBusinessSettings> {
    section(name);
    await this.save.execute(businessSettingsOfBody(body), staff.email, businessSettingsBodyField);
    return adminBusinessSettingsOf(await this.read.execute());
  }
}
