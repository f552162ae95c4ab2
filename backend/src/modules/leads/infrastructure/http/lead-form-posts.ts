import { isEmergencyChoice, languageOfPath, type LeadKind, leadThanksPath } from '@costa-sol/common';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../../../config/app-config';
import { describeError } from '../../../../shared/application/describe-error';
import { ApiExceptionFilter } from '../../../../shared/http/api-exception.filter';
import { SubmitContactMessage } from '../../application/submit-contact-message.use-case';
import { SubmitQuoteRequest } from '../../application/submit-quote-request.use-case';
import { answerWithForm, type FormPageRenderer, formVerdictOf } from './lead-form-answer';
import { apiBodyOf, readLeadFormBody } from './lead-form-body';
import { FormPostRateLimit } from '../../../../shared/http/form-post-rate-limit';
import { contactSubmission, quoteSubmission } from './lead-submissions';
import { CONTACT_MESSAGE_PIPE, QUOTE_REQUEST_PIPE } from './lead-request-bodies';
import { refuseForeignFormPost } from '../../../../shared/http/same-site-post';

/**
 * The lead forms without JavaScript (docs/api.md, "Forms without JavaScript"). A post goes through what the JSON
 * API does: the rate limit, the validation pipe with its schema and messages, the use case with its spam trap. Stored:
 * 303 to the thank-you page in the page's language (an emergency's own, with its callback time). Not valid: 400 with the page again, the messages at the fields
 * and the values kept. Refused as a whole: the page again with the failure text, the values kept (400 for a field
 * the form does not have, 429 past the rate limit with Retry-After, 503 or 500 on trouble here). A post from
 * another site: 403.
 */
@Injectable()
export class LeadFormPosts {
  private readonly logger = new Logger('Forms');
  private readonly errors = new ApiExceptionFilter();

  constructor(
    private readonly config: AppConfig,
    private readonly rateLimit: FormPostRateLimit,
    private readonly submitQuote: SubmitQuoteRequest,
    private readonly submitContact: SubmitContactMessage,
  ) {}

  async take(kind: LeadKind, request: FastifyRequest, reply: FastifyReply, render: FormPageRenderer): Promise<FastifyReply> {
    const notRead = refuseForeignFormPost(request, reply, this.config.publicUrl);
    if (notRead) return notRead;
    const path = request.url.split('?')[0];
    const form = readLeadFormBody(kind, request.body);
    const refused = { kind, values: form.values, fieldErrors: {}, failed: true };
    if (!(await this.rateLimit.allows(request, reply))) return answerWithForm(render, reply, path, refused, HttpStatus.TOO_MANY_REQUESTS);
    if (form.refused.length > 0) return answerWithForm(render, reply, path, refused, HttpStatus.BAD_REQUEST);
    const body = apiBodyOf(kind, form, path, request.query);
    try {
      await this.submit(kind, body, form.idempotencyKey);
    } catch (error) {
      const verdict = formVerdictOf(error, form.values, kind);
      if (verdict) return answerWithForm(render, reply, path, verdict, HttpStatus.BAD_REQUEST);
      const status = this.errors.statusOf(error);
      this.logger.error(`A ${kind} form post failed: ${describeError(error)}`);
      return answerWithForm(render, reply, path, refused, status >= 400 ? status : HttpStatus.INTERNAL_SERVER_ERROR);
    }
    return reply
      .code(HttpStatus.SEE_OTHER)
      .header(
        'location',
        leadThanksPath(kind, languageOfPath(path), isEmergencyChoice(kind, kind === 'quote' ? body.serviceType : body.serviceNeeded)),
      )
      .header('cache-control', 'no-store')
      .send();
  }

  private async submit(kind: LeadKind, body: Record<string, string>, idempotencyKey: string | undefined): Promise<void> {
    if (kind === 'quote') {
      await this.submitQuote.execute(
        quoteSubmission(QUOTE_REQUEST_PIPE.transform(body), idempotencyKey, new URL(this.config.publicUrl).host),
      );
    } else {
      await this.submitContact.execute(
        contactSubmission(CONTACT_MESSAGE_PIPE.transform(body), idempotencyKey, new URL(this.config.publicUrl).host),
      );
    }
  }
}
