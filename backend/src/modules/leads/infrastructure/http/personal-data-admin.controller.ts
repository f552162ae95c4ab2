import { EMAIL_PATTERN } from '@costa-sol/common';
import { Controller, Delete, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';
import { ApiFormErrors } from '../../../../shared/http/error-responses.dto';
import { rule } from '../../../../shared/http/validation-rule';
import { StaffOnly } from '../../../auth/staff-only.decorator';
import { ErasePersonalData, ExportPersonalData } from '../../application/privacy/personal-data.use-cases';
import { personalDataItemSchema } from '../persistence/personal-data-columns';

class PersonQueryDto {
  @ApiProperty({ example: 'laura@example.com', description: 'The e-mail address the person used (any letter case).' })
  @Matches(EMAIL_PATTERN, rule('emailInvalid'))
  @MaxLength(254, rule('tooLong'))
  @IsString(rule('invalidInput'))
  @IsDefined(rule('required'))
  email!: string;
}

class PersonalDataCopyDto {
  @ApiProperty()
  email!: string;

  @ApiProperty({ type: 'array', items: personalDataItemSchema('leads'), description: 'Every lead held (erased ones are no longer).' })
  leads!: Record<string, unknown>[];

  @ApiProperty({
    type: 'array',
    items: personalDataItemSchema('leadEvents'),
    description: "Those leads' timelines (notes, stage changes, e-mails), oldest first.",
  })
  leadEvents!: Record<string, unknown>[];

  @ApiProperty({ type: 'array', items: personalDataItemSchema('visits'), description: 'Every visit booked with this address.' })
  visits!: Record<string, unknown>[];

  @ApiProperty({ type: 'array', items: personalDataItemSchema('confirmations'), description: 'The confirmation ledger entry, if any.' })
  confirmations!: Record<string, unknown>[];

  @ApiProperty({ type: 'array', items: personalDataItemSchema('emails'), description: 'The e-mails sent or queued to this address.' })
  emails!: Record<string, unknown>[];
}

class ErasureCountsDto {
  @ApiProperty({ description: 'Leads whose personal data was erased (the rows stay for the statistics).' })
  leads!: number;

  @ApiProperty({ description: 'Visits whose contact details were erased.' })
  visits!: number;

  @ApiProperty()
  confirmations!: number;

  @ApiProperty({ description: 'E-mails to the person, or about them (Reply-To), removed from the outbox.' })
  emails!: number;
}

/** The person's rights of access and erasure (privacy policy): worked by the office on a written request. */
@ApiTags('Admin: leads')
@StaffOnly('personalData.manage')
@Controller('admin/personal-data')
export class PersonalDataAdminController {
  constructor(
    private readonly exportData: ExportPersonalData,
    private readonly eraseData: ErasePersonalData,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Everything held about one e-mail address, as JSON (the copy a person may ask for)' })
  @ApiOkResponse({ type: PersonalDataCopyDto })
  @ApiFormErrors()
  async copy(@Query() query: PersonQueryDto): Promise<PersonalDataCopyDto> {
    return this.exportData.execute(query.email);
  }

  @Delete()
  @ApiOperation({
    summary: 'Erase everything that names the person with this e-mail address',
    description:
      'Leads and visits keep their kind, status, service, dates and campaign without the person (the statistics keep their counts); the confirmation entry and the e-mails to or about them are deleted. Cannot be undone.',
  })
  @ApiOkResponse({ type: ErasureCountsDto })
  @ApiFormErrors()
  async erase(@Query() query: PersonQueryDto): Promise<ErasureCountsDto> {
    return this.eraseData.execute(query.email);
  }
}
