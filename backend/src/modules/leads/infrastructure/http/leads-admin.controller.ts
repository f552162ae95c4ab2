import { LEAD_COUNT_CAP } from '@costa-sol/common';
import { Body, Controller, Get, Header, Headers, HttpCode, HttpStatus, Patch, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { REPLAYED_HEADER } from '../../../../shared/http/replayed-header';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import type { StaffPrincipal } from '../../../auth/application/staff-principal';
import { CurrentStaff } from '../../../auth/current-staff.decorator';
import { Allowed, StaffOnly } from '../../../auth/staff-only.decorator';
import { AddLeadNote } from '../../application/add-lead-note.use-case';
import { AssignLead } from '../../application/assign-lead.use-case';
import { leadScopeOf } from '../../application/lead-scope';
import { ChangeLeadStatus } from '../../application/change-lead-status.use-case';
import { EnterLead } from '../../application/enter-lead.use-case';
import { ExportLeads } from '../../application/export-leads.use-case';
import { GetLead } from '../../application/get-lead.use-case';
import { GetLeadStats } from '../../application/get-lead-stats.use-case';
import { ListLeads } from '../../application/list-leads.use-case';
import { RecordLeadContact } from '../../application/record-lead-contact.use-case';
import { ListFollowUps } from '../../application/follow-up/list-follow-ups.use-case';
import { SetLeadFollowUp } from '../../application/follow-up/set-lead-follow-up.use-case';
import {
  AdminLeadDto,
  AdminLeadPageDto,
  LeadFilterQueryDto,
  LeadListQueryDto,
  LeadStatsDto,
  LeadStatsQueryDto,
  LeadAssigneeDto,
  LeadStatusChangeDto,
  FollowUpListsDto,
  LeadFollowUpDto,
} from './admin-lead.dto';
import { AdminLeadDetailDto, LeadContactDto, LeadEventDto, LeadNoteDto, LeadTimelineDto } from './lead-timeline.dto';
import { ApiIdempotencyKey, idempotencyKeyOf } from './idempotency-key';
import { leadStatsToCsv, leadsToCsv } from './leads-csv';
import { ManualLeadDto } from './manual-lead.dto';

class EnteredLeadDto {
  @ApiProperty({ format: 'uuid', example: '3f1c2b9e-5d0a-4c8e-9a61-0b7f3e2d1c4a' })
  id!: string;
}

@ApiTags('Admin: leads')
@StaffOnly('leads.read')
@ApiBadRequestResponse({ type: ValidationErrorDto })
@Controller('admin/leads')
export class LeadsAdminController {
  constructor(
    private readonly listLeads: ListLeads,
    private readonly getLead: GetLead,
    private readonly changeStatus: ChangeLeadStatus,
    private readonly exportLeads: ExportLeads,
    private readonly leadStats: GetLeadStats,
    private readonly assignLead: AssignLead,
    private readonly addNote: AddLeadNote,
    private readonly recordContact: RecordLeadContact,
    private readonly enterLead: EnterLead,
    private readonly listFollowUps: ListFollowUps,
    private readonly setFollowUp: SetLeadFollowUp,
  ) {}

  @Post()
  @Allowed('leads.create')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Enter a lead received by phone, WhatsApp or in person',
    description:
      'Stored as a quote at stage new with its channel, an "entered" event on its timeline naming who entered it. ' +
      'It joins the inbox and the statistics (its channel counts as its source); nobody is e-mailed. At least a phone ' +
      'or an email: without both, each answers fieldErrors with code phoneOrEmailRequired.',
  })
  @ApiCreatedResponse({
    type: EnteredLeadDto,
    description: 'Stored. Also the answer to a repeat with the same Idempotency-Key.',
    headers: {
      [REPLAYED_HEADER]: {
        description: 'Present on a repeat with the same Idempotency-Key: this is the first answer, and nothing new was stored.',
        schema: { type: 'string', enum: ['true'] },
      },
    },
  })
  @ApiIdempotencyKey()
  async enter(
    @Body() dto: ManualLeadDto,
    @CurrentStaff() staff: StaffPrincipal,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EnteredLeadDto> {
    const entered = await this.enterLead.execute({ ...dto }, staff.userId, idempotencyKeyOf(key));
    if (entered.replayed) void reply.header(REPLAYED_HEADER, 'true');
    return { id: entered.id };
  }

  @Get()
  @Allowed('leads.read')
  @ApiOperation({
    summary: 'Quotes and contact messages: search, filters, sorted by arrival, paged by cursor',
    description:
      'Each answer holds up to pageSize leads and `next`, the cursor of the page after (null on the last). The total ' +
      `is counted on the first page only, up to ${LEAD_COUNT_CAP} (then totalCapped is true). A technician gets only ` +
      'the leads assigned to them.',
  })
  @ApiOkResponse({ type: AdminLeadPageDto })
  async list(@Query() query: LeadListQueryDto, @CurrentStaff() staff: StaffPrincipal): Promise<AdminLeadPageDto> {
    const { cursor, pageSize, sort, from, to, ...search } = query;
    const page = await this.listLeads.execute({ ...search, fromDay: from, toDay: to, ...leadScopeOf(staff) }, { cursor, pageSize, sort });
    return {
      data: page.data.map((lead) => AdminLeadDto.from(lead)),
      next: page.next ?? null,
      total: page.total ?? null,
      totalCapped: page.totalCapped ?? null,
      pageSize: page.pageSize,
    };
  }

  @Get('export.csv')
  @Allowed('leads.export')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="leads.csv"')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'The filtered leads as a spreadsheet (UTF-8 CSV)',
    description: "The inbox's filters and sort, every matching lead at once (up to 50,000).",
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, one lead per row, in the sort asked for (newest first by default).', schema: { type: 'string' } })
  async export(@Query() query: LeadFilterQueryDto): Promise<string> {
    const { sort, from, to, ...search } = query;
    return leadsToCsv(await this.exportLeads.execute({ ...search, fromDay: from, toDay: to }, sort));
  }

  @Get('stats')
  @Allowed('leads.stats')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'Lead counts over a period: per day, by kind, language, UTM source and campaign, referrer host and page',
    description:
      'Counted in SQL from the stored leads, without those caught by the anti-spam trap. Days are calendar days in ' +
      'Europe/Madrid; without `from` and `to`, the last 30 days up to today. A `from` after `to`, or a period of more ' +
      'than 366 days, answers 400 (fieldErrors.to or fieldErrors.from).',
  })
  @ApiOkResponse({ type: LeadStatsDto })
  stats(@Query() query: LeadStatsQueryDto): Promise<LeadStatsDto> {
    return this.leadStats.execute(query);
  }

  @Get('stats.csv')
  @Allowed('leads.stats')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="lead-stats.csv"')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'The same lead counts as a spreadsheet (UTF-8 CSV)',
    description: 'Same period rules as GET /api/admin/leads/stats.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      'CSV with the columns group,key,value: rows from and to (the period), total, one day row per day, then kind, ' +
      'language, utm_source, utm_campaign, referrer_host and landing_page rows; then funnel_source_<step> and ' +
      'funnel_campaign_<step> (steps leads, contacted, quoted, won), won_jobs_source and won_value_eur_source, and per ' +
      'ISO week week_leads, week_responded and week_median_response_minutes (empty when none was answered). An empty ' +
      'key counts leads without the value.',
    schema: { type: 'string' },
  })
  async statsCsv(@Query() query: LeadStatsQueryDto): Promise<string> {
    return leadStatsToCsv(await this.leadStats.execute(query));
  }

  @Get('follow-ups')
  @Allowed('leads.read')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: 'The dashboard lists: open leads with a follow-up due today, and overdue',
    description:
      'Open leads are those not won, not lost and not caught by the anti-spam trap; days are calendar days in ' +
      'Europe/Madrid. A technician gets only the leads assigned to them.',
  })
  @ApiOkResponse({ type: FollowUpListsDto })
  async followUps(@CurrentStaff() staff: StaffPrincipal): Promise<FollowUpListsDto> {
    const lists = await this.listFollowUps.execute(leadScopeOf(staff));
    return {
      today: lists.today,
      dueToday: lists.dueToday.map((lead) => AdminLeadDto.from(lead)),
      overdue: lists.overdue.map((lead) => AdminLeadDto.from(lead)),
    };
  }

  @Get(':id')
  @Allowed('leads.read')
  @ApiOperation({
    summary: 'One lead with every field and its timeline',
    description: 'A lead not assigned to a technician answers them 404.',
  })
  @ApiOkResponse({ type: AdminLeadDetailDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async one(@UuidParam() id: string, @CurrentStaff() staff: StaffPrincipal): Promise<AdminLeadDetailDto> {
    return AdminLeadDetailDto.withTimeline(await this.getLead.execute(id, leadScopeOf(staff)));
  }

  @Post(':id/notes')
  @Allowed('leads.work')
  @ApiOperation({
    summary: "Add a note to a lead's timeline (earlier notes are kept)",
    description: 'A technician may add notes only to the leads assigned to them (another answers 404).',
  })
  @ApiCreatedResponse({ type: LeadTimelineDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async note(@UuidParam() id: string, @Body() dto: LeadNoteDto, @CurrentStaff() staff: StaffPrincipal): Promise<LeadTimelineDto> {
    const timeline = await this.addNote.execute(id, dto.text, staff.userId, leadScopeOf(staff));
    return { timeline: timeline.map((event) => LeadEventDto.from(event)) };
  }

  @Post(':id/contacts')
  @Allowed('leads.work')
  @ApiOperation({
    summary: 'Record a call or e-mail to the person, on the timeline',
    description:
      "The lead's first contact (or its first move to contacted) ends its first response time. A technician may record " +
      'contacts only on the leads assigned to them (another answers 404).',
  })
  @ApiCreatedResponse({ type: LeadTimelineDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async contact(@UuidParam() id: string, @Body() dto: LeadContactDto, @CurrentStaff() staff: StaffPrincipal): Promise<LeadTimelineDto> {
    const timeline = await this.recordContact.execute(id, dto, staff.userId, leadScopeOf(staff));
    return { timeline: timeline.map((event) => LeadEventDto.from(event)) };
  }

  @Patch(':id/status')
  @Allowed('leads.work')
  @ApiOperation({
    summary: 'Move a lead to another status, with a note and the figure the status asks for',
    description:
      'quoted needs amount, won needs value, lost needs lostReason; a figure sent with another status answers 400 ' +
      '(fieldErrors.<figure>, code unknownField). The change goes on the timeline. A technician may change only the ' +
      'leads assigned to them (another answers 404).',
  })
  @ApiOkResponse({ type: AdminLeadDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async status(@UuidParam() id: string, @Body() dto: LeadStatusChangeDto, @CurrentStaff() staff: StaffPrincipal): Promise<AdminLeadDto> {
    return AdminLeadDto.from(await this.changeStatus.execute(id, dto, staff.userId, leadScopeOf(staff)));
  }

  @Put(':id/follow-up')
  @Allowed('leads.work')
  @ApiOperation({
    summary: 'Set the day to get back to a lead, or clear it (on null)',
    description:
      'A calendar day in Europe/Madrid; the change goes on the timeline. A technician may set it only on the leads ' +
      'assigned to them (another answers 404).',
  })
  @ApiOkResponse({ type: AdminLeadDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async followUp(@UuidParam() id: string, @Body() dto: LeadFollowUpDto, @CurrentStaff() staff: StaffPrincipal): Promise<AdminLeadDto> {
    return AdminLeadDto.from(await this.setFollowUp.execute(id, dto.on ?? undefined, staff.userId, leadScopeOf(staff)));
  }

  @Put(':id/assignee')
  @Allowed('leads.assign')
  @ApiOperation({
    summary: 'Assign a lead to a staff user, or to no one (userId null)',
    description: 'An unknown or disabled user answers 400 (fieldErrors.userId).',
  })
  @ApiOkResponse({ type: AdminLeadDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async assignee(@UuidParam() id: string, @Body() dto: LeadAssigneeDto, @CurrentStaff() staff: StaffPrincipal): Promise<AdminLeadDto> {
    return AdminLeadDto.from(await this.assignLead.execute(id, dto.userId ?? undefined, staff.userId));
  }
}
