import { languageOfPath, leadFormPaths, type LeadKind, leadThanksPath } from '@costa-sol/common';
import { BadRequestException, Controller, HttpStatus, Post, Req, Res, UnsupportedMediaTypeException, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClientRateLimitGuard } from '../../../../shared/http/client-rate-limit.guard';
import { createValidationPipe } from '../../../../shared/http/validation.pipe';
import { LeadFormPages } from '../../application/lead-form-pages.port';
import { SubmitContactMessage } from '../../application/submit-contact-message.use-case';
import { SubmitQuoteRequest } from '../../application/submit-quote-request.use-case';
import { ContactMessageDto } from './contact-message.dto';
import { answerWithForm, formVerdictOf } from './lead-form-answer';
import { apiBodyOf, readLeadFormBody } from './lead-form-body';
import { LeadFormPostFilter } from './lead-form-post.filter';
import { contactSubmission, quoteSubmission } from './lead-submissions';
import { QuoteRequestDto } from './quote-request.dto';
import { SameSiteFormGuard } from './same-site-form.guard';

const FORM_ENCODED = /^application\/x-www-form-urlencoded\b/i;

/**
 * The lead forms without JavaScript (docs/api.md, "Forms without JavaScript"): each form posts to its own page
 * (application/x-www-form-urlencoded), and the post goes through the JSON API's validation, use case, spam trap
 * and rate limit. Stored: 303 to the thank-you page in the page's language. Not valid: 400 with the page again,
 * the messages at the fields and the values kept. Refused as a whole: the page again with the failure text
 * (400 for a field the form does not have, 429 past the rate limit, 5xx on trouble here).
 */
@ApiExcludeController()
@UseGuards(SameSiteFormGuard, ClientRateLimitGuard)
@SkipThrottle({ login: true })
@UseFilters(LeadFormPostFilter)
@Controller()
export class LeadFormPostsController {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly submitQuote: SubmitQuoteRequest,
    private readonly submitContact: SubmitContactMessage,
    private readonly pages: LeadFormPages,
  ) {}

  @Post(leadFormPaths('quote'))
  async quote(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.take('quote', request, reply, async (body) => {
      const dto = (await this.validation.transform(body, { type: 'body', metatype: QuoteRequestDto })) as QuoteRequestDto;
      await this.submitQuote.execute(quoteSubmission(dto));
    });
  }

  @Post(leadFormPaths('contact'))
  async contact(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await this.take('contact', request, reply, async (body) => {
      const dto = (await this.validation.transform(body, { type: 'body', metatype: ContactMessageDto })) as ContactMessageDto;
      await this.submitContact.execute(contactSubmission(dto));
    });
  }

  private async take(kind: LeadKind, request: FastifyRequest, reply: FastifyReply, submit: (body: Record<string, string>) => Promise<void>) {
    if (!FORM_ENCODED.test(request.headers['content-type'] ?? '')) {
      throw new UnsupportedMediaTypeException('Send the form as application/x-www-form-urlencoded.');
    }
    const path = request.url.split('?')[0];
    const form = readLeadFormBody(kind, request.body);
    if (form.refused.length > 0) {
      if (await answerWithForm(this.pages, reply, path, { kind, values: form.values, fieldErrors: {}, failed: true }, HttpStatus.BAD_REQUEST))
        return;
      throw new BadRequestException(`Not fields of this form: ${form.refused.join(', ')}`);
    }
    try {
      await submit(apiBodyOf(kind, form, path, request.query));
    } catch (error) {
      const verdict = formVerdictOf(error, { kind, values: form.values });
      if (verdict && (await answerWithForm(this.pages, reply, path, verdict, HttpStatus.BAD_REQUEST))) return;
      throw error;
    }
    await reply.code(HttpStatus.SEE_OTHER).header('location', leadThanksPath(kind, languageOfPath(path))).header('cache-control', 'no-store').send();
  }
}
