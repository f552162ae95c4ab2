import { Body, Controller, Get, Header, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ErrorDto, ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { AdminOnly } from '../../../auth/admin-only.decorator';
import { ChangeLeadStatus } from '../../application/change-lead-status.use-case';
import { ExportLeads } from '../../application/export-leads.use-case';
import { GetLead } from '../../application/get-lead.use-case';
import { ListLeads } from '../../application/list-leads.use-case';
import { AdminLeadDto, AdminLeadPageDto, LeadFilterQueryDto, LeadListQueryDto, LeadStatusChangeDto } from './admin-lead.dto';
import { leadsToCsv } from './leads-csv';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('Admin: leads')
@AdminOnly()
@ApiBadRequestResponse({ type: ValidationErrorDto })
@Controller('admin/leads')
export class LeadsAdminController {
  constructor(
    private readonly listLeads: ListLeads,
    private readonly getLead: GetLead,
    private readonly changeStatus: ChangeLeadStatus,
    private readonly exportLeads: ExportLeads,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Quotes and contact messages, newest first, paginated' })
  @ApiOkResponse({ type: AdminLeadPageDto })
  async list(@Query() query: LeadListQueryDto): Promise<AdminLeadPageDto> {
    const page = await this.listLeads.execute(query, query.page, query.pageSize);
    return { ...page, data: page.data.map((lead) => AdminLeadDto.from(lead)) };
  }

  @Get('export.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="leads.csv"')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The filtered leads as a spreadsheet (UTF-8 CSV)' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV, one lead per row, newest first.', schema: { type: 'string' } })
  async export(@Query() query: LeadFilterQueryDto): Promise<string> {
    return leadsToCsv(await this.exportLeads.execute(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One lead with every field' })
  @ApiOkResponse({ type: AdminLeadDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async one(@Param('id', uuid) id: string): Promise<AdminLeadDto> {
    return AdminLeadDto.from(await this.getLead.execute(id));
  }

  @Patch(':id/status')
  @ApiOperation({ summary: 'Move a lead to another status, with a note' })
  @ApiOkResponse({ type: AdminLeadDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async status(@Param('id', uuid) id: string, @Body() dto: LeadStatusChangeDto): Promise<AdminLeadDto> {
    return AdminLeadDto.from(await this.changeStatus.execute(id, dto.status, dto.note));
  }
}
