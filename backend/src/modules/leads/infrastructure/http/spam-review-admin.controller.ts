import { Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../../../shared/http/error-responses.dto';
import { UuidParam } from '../../../../shared/http/uuid-param.decorator';
import { StaffOnly } from '../../../auth/staff-only.decorator';
import { ListCaughtLeads, ReleaseCaughtLead, SPAM_REVIEW_LIMIT } from '../../application/spam/spam-review.use-cases';
import { AdminLeadDto } from './admin-lead.dto';

class CaughtLeadsDto {
  @ApiProperty({ type: [AdminLeadDto], description: `Newest first, at most ${SPAM_REVIEW_LIMIT}.` })
  data!: AdminLeadDto[];
}

/** The spam trap's catch, reviewed by the office: the inbox never shows it, so a real lead caught by mistake is found here. */
@ApiTags('Admin: leads')
@StaffOnly('leads.spamReview')
@Controller('admin/leads')
export class SpamReviewAdminController {
  constructor(
    private readonly listCaught: ListCaughtLeads,
    private readonly releaseCaught: ReleaseCaughtLead,
  ) {}

  @Get('spam')
  @ApiOperation({ summary: 'Leads caught by the anti-spam trap (the hidden field filled), newest first' })
  @ApiOkResponse({ type: CaughtLeadsDto })
  async caught(): Promise<CaughtLeadsDto> {
    return { data: (await this.listCaught.execute()).map((lead) => AdminLeadDto.from(lead)) };
  }

  @Post(':id/not-spam')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Not spam: the lead joins the inbox and the e-mails it would have sent go now',
    description:
      'The staff notice (the emergency address for an emergency) and, unless the address had one within the period, the visitor confirmation. A lead that is not in the trap (or no longer) answers 404.',
  })
  @ApiOkResponse({ type: AdminLeadDto })
  @ApiNotFoundResponse({ type: ErrorDto })
  async notSpam(@UuidParam() id: string): Promise<AdminLeadDto> {
    return AdminLeadDto.from(await this.releaseCaught.execute(id));
  }
}
