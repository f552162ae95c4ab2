import { LEAD_KINDS, leadFormPaths, type LeadKind } from '@costa-sol/common';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeError } from '../../../../shared/application/describe-error';
import { ApiExceptionFilter } from '../../../../shared/http/api-exception.filter';
import { LeadFormPages } from '../../application/lead-form-pages.port';
import { answerWithForm } from './lead-form-answer';
import { readLeadFormBody } from './lead-form-body';

function kindOfPath(path: string): LeadKind | undefined {
  return LEAD_KINDS.find((kind) => leadFormPaths(kind).includes(path));
}

/**
 * A form post that could not be taken through no fault of its fields (past the rate limit, or trouble on our side)
 * is answered with its page again, the values kept and the failure text above the form, with the same status as
 * the JSON API (429 keeps its Retry-After). Anything else (a post from another site, a body that is not a form)
 * is answered as the API answers it.
 */
@Catch()
@Injectable()
export class LeadFormPostFilter implements ExceptionFilter {
  private readonly logger = new Logger('Forms');
  private readonly api = new ApiExceptionFilter();

  constructor(private readonly pages: LeadFormPages) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const status = this.api.statusOf(exception);
    const path = request.url.split('?')[0];
    const kind = kindOfPath(path);
    if (!kind || (status !== HttpStatus.TOO_MANY_REQUESTS && status < 500)) return this.api.catch(exception, host);
    if (status >= 500) this.logger.error(describeError(exception));
    const { values } = readLeadFormBody(kind, request.body);
    const answered = await answerWithForm(this.pages, reply, path, { kind, values, fieldErrors: {}, failed: true }, status).catch(
      () => false,
    );
    if (!answered) this.api.catch(exception, host);
  }
}
