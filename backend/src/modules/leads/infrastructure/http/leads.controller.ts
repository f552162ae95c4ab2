import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiExtraModels, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiFormErrors, FieldErrorDto } from '../../../../shared/http/error-responses.dto';
import { RateLimited } from '../../../../shared/http/rate-limited.decorator';
import { SubmitContactMessage } from '../../application/submit-contact-message.use-case';
import { SubmitQuoteRequest } from '../../application/submit-quote-request.use-case';
import { ContactMessageDto } from './contact-message.dto';
import { originOf } from './lead-origin.dto';
import { QuoteRequestDto } from './quote-request.dto';

class LeadCreatedDto {
  @ApiProperty({ format: 'uuid', example: '3f1c2b9e-5d0a-4c8e-9a61-0b7f3e2d1c4a' })
  id!: string;
}

@ApiTags('Leads')
@ApiExtraModels(FieldErrorDto)
@RateLimited('forms')
@Controller()
export class LeadsController {
  constructor(
    private readonly submitQuote: SubmitQuoteRequest,
    private readonly submitContact: SubmitContactMessage,
  ) {}

  @Post('quotes')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Request a quote',
    description:
      'Stores the quote request and queues an e-mail to staff (Reply-To the visitor) and a confirmation to the visitor (at most one per address in 24 hours, never repeating their text). Answers once the lead is stored.',
  })
  @ApiCreatedResponse({ type: LeadCreatedDto, description: 'Stored; staff (and the visitor) will be e-mailed.' })
  @ApiFormErrors()
  async quote(@Body() dto: QuoteRequestDto): Promise<LeadCreatedDto> {
    return this.submitQuote.execute({
      fields: {
        name: dto.name,
        email: dto.email,
        phone: dto.phone,
        serviceType: dto.serviceType,
        preferredBrand: dto.preferredBrand,
        homeSize: dto.homeSize,
        currentSystemAge: dto.currentSystemAge,
        details: dto.details,
        wantsConsultation: dto.wantsConsultation === 'true',
      },
      origin: originOf(dto),
      honeypot: dto.website,
    });
  }

  @Post('contact')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Send a contact message',
    description:
      'Stores the message and queues an e-mail to staff (Reply-To the visitor) and a confirmation to the visitor (at most one per address in 24 hours, never repeating their text). Answers once the lead is stored.',
  })
  @ApiCreatedResponse({ type: LeadCreatedDto, description: 'Stored; staff (and the visitor) will be e-mailed.' })
  @ApiFormErrors()
  async contact(@Body() dto: ContactMessageDto): Promise<LeadCreatedDto> {
    return this.submitContact.execute({
      fields: {
        firstName: dto.firstName,
        lastName: dto.lastName,
        email: dto.email,
        phone: dto.phone,
        serviceNeeded: dto.serviceNeeded,
        message: dto.message,
      },
      origin: originOf(dto),
      honeypot: dto.website,
    });
  }
}
