import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ValidationErrorDto } from '../../../../shared/http/error-responses.dto';
import { StaffOnly } from '../../../auth/staff-only.decorator';
import { ListAuditEntries } from '../../application/list-audit-entries.use-case';
import { AuditEntryDto, AuditPageDto, AuditQueryDto } from './audit-entry.dto';

@ApiTags('Admin: audit log')
@StaffOnly('audit.read')
@ApiBadRequestResponse({ type: ValidationErrorDto })
@Controller('admin/audit')
export class AuditAdminController {
  constructor(private readonly listEntries: ListAuditEntries) {}

  @Get()
  @ApiOperation({
    summary: 'Every change made in the admin, newest first',
    description: 'Who, when, which route and entity, and the entity before and after (passwords, tokens and hashes left out).',
  })
  @ApiOkResponse({ type: AuditPageDto })
  async list(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    const page = await this.listEntries.execute({ ...query, limit: query.limit ?? 50 });
    return { entries: page.entries.map((entry) => AuditEntryDto.from(entry)), next: page.next };
  }
}
