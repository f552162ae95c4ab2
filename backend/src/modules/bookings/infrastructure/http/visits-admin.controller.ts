import type { Language } from '@costa-sol/common';
import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiFormErrors, ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import type { StaffPrincipal } from '../../../auth/application/staff-principal';
import { CurrentStaff } from '../../../auth/current-staff.decorator';
import { Allowed, StaffOnly } from '../../../auth/staff-only.decorator';
import { LocationDirectory } from '../../../locations/application/location-directory';
import { AddOfficeVisit } from '../../application/admin/add-office-visit.use-case';
import { ChangeVisit } from '../../application/admin/change-visit.use-case';
import { ListVisits } from '../../application/admin/list-visits.use-case';
import type { Visit } from '../../domain/visit';
import { instantRange } from './admin-instant-range';
import { AdminVisitDto, OfficeVisitDto, VisitChangeDto, VisitRangeQueryDto } from './admin-visits.dto';

/** The calendar: the visits of a week or a day, added by the office, moved, reassigned or closed. */
@ApiTags('Admin: visits')
@StaffOnly('visits.manage')
@Controller('admin/visits')
export class VisitsAdminController {
  constructor(
    private readonly listVisits: ListVisits,
    private readonly addVisit: AddOfficeVisit,
    private readonly changeVisit: ChangeVisit,
    private readonly towns: LocationDirectory,
  ) {}

  @Get()
  @Allowed('visits.read')
  @ApiOperation({
    summary: 'Visits starting in a period, earliest first, with their town, contact and status',
    description: 'A technician gets only their own visits, whatever technicianId says.',
  })
  @ApiOkResponse({ type: [AdminVisitDto] })
  @ApiFormErrors()
  async list(@Query() query: VisitRangeQueryDto, @CurrentStaff() staff: StaffPrincipal): Promise<AdminVisitDto[]> {
    const technicianId = staff.role === 'technician' ? staff.userId : query.technicianId;
    const visits = await this.listVisits.execute({ ...instantRange(query.from, query.to, 62), technicianId });
    return this.answer(visits, staff.language);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Add a visit arranged by phone (source office)',
    description:
      'Any start in the technician’s free time; the visitor gets the confirmation by e-mail when an address is given. Towns by appointment are allowed.',
  })
  @ApiCreatedResponse({ type: AdminVisitDto })
  @ApiConflictResponse({ type: ValidationErrorDto, description: 'The technician has another visit (or its travel buffer) then.' })
  @ApiFormErrors()
  async add(@Body() dto: OfficeVisitDto, @CurrentStaff() staff: StaffPrincipal): Promise<AdminVisitDto> {
    const visit = await this.addVisit.execute({
      technicianId: dto.technicianId,
      kind: dto.kind,
      town: dto.town,
      start: new Date(dto.start),
      leadId: dto.leadId ?? null,
      contact: {
        name: dto.name,
        email: dto.email ?? '',
        phone: dto.phone,
        address: dto.address ?? '',
        notes: dto.notes ?? '',
        language: dto.language ?? 'en',
      },
    });
    const [answer] = this.answer([visit], staff.language);
    return answer;
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Move, reassign or close a visit',
    description: 'A new start or technician is told to the visitor by e-mail; done, no-show or cancelled closes it.',
  })
  @ApiOkResponse({ type: AdminVisitDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The new time overlaps another visit, or the visit is closed.' })
  @ApiFormErrors()
  async change(@UuidParam() id: string, @Body() dto: VisitChangeDto, @CurrentStaff() staff: StaffPrincipal): Promise<AdminVisitDto> {
    const visit = await this.changeVisit.execute(id, {
      start: dto.start === undefined ? undefined : new Date(dto.start),
      technicianId: dto.technicianId,
      status: dto.status,
    });
    const [answer] = this.answer([visit], staff.language);
    return answer;
  }

  private answer(visits: Visit[], language: Language): AdminVisitDto[] {
    const names = new Map(this.towns.list(language).map((town) => [town.slugs.en, town.name]));
    return visits.map((visit) => AdminVisitDto.from(visit, names.get(visit.town) ?? visit.town));
  }
}
