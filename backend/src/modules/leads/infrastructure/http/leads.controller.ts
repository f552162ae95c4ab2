import { Body, Controller, Headers, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiExtraModels, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ContactMessageBody, QuoteRequestBody } from '@costa-sol/common';
import { ApiFormErrors, FieldErrorDto } from '../../../../shared/http/error-responses.dto';
import { RateLimited } from '../../../../shared/http/rate-limited.decorator';
import { AppConfig } from '../../../../config/app-config';
import { SubmitContactMessage } from '../../application/submit-contact-message.use-case';
import type { SubmittedLead } from '../../application/submit-lead';
import { SubmitQuoteRequest } from '../../application/submit-quote-request.use-case';
import { REPLAYED_HEADER } from '../../../../shared/http/replayed-header';
import { ApiIdempotencyKey, idempotencyKeyOf } from './idempotency-key';
import { contactSubmission, quoteSubmission } from './lead-submissions';
import { CONTACT_MESSAGE, CONTACT_MESSAGE_PIPE, QUOTE_REQUEST, QUOTE_REQUEST_PIPE } from './lead-request-bodies';

class LeadCreatedDto {
  @ApiProperty({ format: 'uuid', example: '3f1c2b9e-5d0a-4c8e-9a61-0b7f3e2d1c4a' })
  id!: string;
}

const CREATED = {
  type: LeadCreatedDto,
  description: 'Stored; staff (and the visitor) will be e-mailed. Also the answer to a repeat with the same Idempotency-Key.',
  headers: {
    [REPLAYED_HEADER]: {
      description: 'Present on a repeat with the same Idempotency-Key: this is the first answer, and nothing new was stored.',
      schema: { type: 'string', enum: ['true'] },
    },
  },
};

/** The body of 201; a repeat of an earlier post says so in a header. */
function answer(submitted: SubmittedLead, reply: FastifyReply): LeadCreatedDto {
  if (submitted.replayed) void reply.header(REPLAYED_HEADER, 'true');
  return { id: submitted.id };
}

@ApiTags('Leads')
@ApiExtraModels(FieldErrorDto)
@RateLimited('forms')
@Controller()
export class LeadsController {
  constructor(
    private readonly submitQuote: SubmitQuoteRequest,
    private readonly submitContact: SubmitContactMessage,
    private readonly config: AppConfig,
  ) {}

  @Post('quotes')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Request a quote',
    description:
      'Stores the quote request and queues an e-mail to staff (Reply-To the visitor) and a confirmation to the visitor (at most one per address in 24 hours, never repeating their text). Answers once the lead is stored.',
  })
  @ApiBody({ schema: QUOTE_REQUEST.ref })
  @ApiCreatedResponse(CREATED)
  @ApiFormErrors()
  @ApiIdempotencyKey()
  async quote(
    @Body(QUOTE_REQUEST_PIPE) dto: QuoteRequestBody,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LeadCreatedDto> {
    return answer(await this.submitQuote.execute(quoteSubmission(dto, idempotencyKeyOf(key), new URL(this.config.publicUrl).host)), reply);
  }

  @Post('contact')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Send a contact message',
    description:
      'Stores the message and queues an e-mail to staff (Reply-To the visitor) and a confirmation to the visitor (at most one per address in 24 hours, never repeating their text). Answers once the lead is stored.',
  })
  @ApiBody({ schema: CONTACT_MESSAGE.ref })
  @ApiCreatedResponse(CREATED)
  @ApiFormErrors()
  @ApiIdempotencyKey()
  async contact(
    @Body(CONTACT_MESSAGE_PIPE) dto: ContactMessageBody,
    @Headers('idempotency-key') key: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LeadCreatedDto> {
    return answer(
      await this.submitContact.execute(contactSubmission(dto, idempotencyKeyOf(key), new URL(this.config.publicUrl).host)),
      reply,
    );
  }
}
