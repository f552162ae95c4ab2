import {
  MANAGE_DONE_PARAM,
  MANAGE_FORM_FIELDS,
  MANAGE_PROBLEM_PARAM,
  MANAGE_VISIT_PARAM,
  type ManageChange,
  type ManageProblem,
} from '@costa-sol/common';
import { BadRequestException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../../../config/app-config';
import { describeError } from '../../../../shared/application/describe-error';
import { ApiExceptionFilter } from '../../../../shared/http/api-exception.filter';
import { FormPostRateLimit } from '../../../../shared/http/form-post-rate-limit';
import { refuseForeignFormPost } from '../../../../shared/http/same-site-post';
import { createValidationPipe } from '../../../../shared/http/validation.pipe';
import { ManageVisit } from '../../application/manage-visit.use-case';
import { VisitLinkInvalidError, VisitNotChangeableError, VisitTimeNotOfferedError, VisitTimeTakenError } from '../../domain/visit.errors';
import { CancelVisitDto, RescheduleVisitDto } from './booking.dto';

/** The booking page answered again for one visitor: its URL, whose query names the manage link and the problem shown. */
type ManagePageRenderer = (url: string) => Promise<{ status: number; html: string }>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The manage link's token of a post to the booking page (its `?manage=`), or null for the booking form's own posts. */
export function manageTokenOf(url: string): string | null {
  return new URLSearchParams(url.split('?')[1] ?? '').get(MANAGE_VISIT_PARAM);
}

/** A field problem of the DTO: the token's means the link cannot be read at all, as if altered. */
function problemOf(error: unknown): { status: number; problem?: ManageProblem } | undefined {
  if (error instanceof VisitLinkInvalidError) return { status: HttpStatus.NOT_FOUND };
  if (error instanceof VisitTimeTakenError) return { status: HttpStatus.CONFLICT, problem: 'taken' };
  if (error instanceof VisitNotChangeableError) return { status: HttpStatus.CONFLICT, problem: 'unchangeable' };
  if (error instanceof VisitTimeNotOfferedError) return { status: HttpStatus.BAD_REQUEST, problem: 'choose' };
  if (error instanceof BadRequestException) {
    const response = error.getResponse();
    const fieldErrors = isRecord(response) && isRecord(response.fieldErrors) ? response.fieldErrors : {};
    if (Object.hasOwn(fieldErrors, 'token')) return { status: HttpStatus.NOT_FOUND };
    return { status: HttpStatus.BAD_REQUEST, problem: 'choose' };
  }
  return undefined;
}

/**
 * The visitor's manage link without JavaScript (issue 25): the booking page's "Move to another time" and "Cancel this
 * visit" forms, posted to the page with its `?manage=` like the booking form (the same-site check, the forms' rate
 * limit, the JSON API's DTOs, the ManageVisit use case). Done: 303 to the page with `&done=moved|cancelled`. Not done:
 * the page again for this visitor only, with the reason (409 when the time was taken or the visit can no longer change).
 */
@Injectable()
export class ManageFormPosts {
  private readonly logger = new Logger('Forms');
  private readonly validation = createValidationPipe();
  private readonly errors = new ApiExceptionFilter();

  constructor(
    private readonly config: AppConfig,
    private readonly rateLimit: FormPostRateLimit,
    private readonly manage: ManageVisit,
  ) {}

  async take(request: FastifyRequest, reply: FastifyReply, render: ManagePageRenderer): Promise<FastifyReply> {
    const notRead = refuseForeignFormPost(request, reply, this.config.publicUrl);
    if (notRead) return notRead;
    const path = request.url.split('?')[0];
    const token = manageTokenOf(request.url) ?? '';
    const answer = (status: number, problem?: ManageProblem) => this.answer(render, reply, path, token, status, problem);
    if (!(await this.rateLimit.allows(request, reply))) return answer(HttpStatus.TOO_MANY_REQUESTS, 'failed');
    const values = this.readBody(request.body);
    if (!values) return answer(HttpStatus.BAD_REQUEST, 'failed');
    try {
      const done = await this.change(token, values);
      const location = `${path}?${new URLSearchParams({ [MANAGE_VISIT_PARAM]: token, [MANAGE_DONE_PARAM]: done }).toString()}`;
      return reply.code(HttpStatus.SEE_OTHER).header('location', location).header('cache-control', 'no-store').send();
    } catch (error) {
      const known = problemOf(error);
      if (known) return answer(known.status, known.problem);
      this.logger.error(`A manage form post failed: ${describeError(error)}`);
      const status = this.errors.statusOf(error);
      return answer(status >= 400 ? status : HttpStatus.INTERNAL_SERVER_ERROR, 'failed');
    }
  }

  /** The posted fields, or undefined when the post holds anything the forms do not send. */
  private readBody(body: unknown): Record<string, string> | undefined {
    const fields: readonly string[] = MANAGE_FORM_FIELDS;
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(isRecord(body) ? body : {})) {
      if (!fields.includes(name) || typeof value !== 'string') return undefined;
      values[name] = value;
    }
    return values.change === 'move' || values.change === 'cancel' ? values : undefined;
  }

  private async change(token: string, values: Record<string, string>): Promise<ManageChange> {
    if (values.change === 'cancel') {
      const dto = (await this.validation.transform({ token }, { type: 'body', metatype: CancelVisitDto })) as CancelVisitDto;
      await this.manage.cancel(dto.token);
      return 'cancelled';
    }
    const body = { token, ...(values.start && { start: values.start }) };
    const dto = (await this.validation.transform(body, { type: 'body', metatype: RescheduleVisitDto })) as RescheduleVisitDto;
    await this.manage.reschedule(dto.token, new Date(dto.start));
    return 'moved';
  }

  /** The page again for this visitor alone (never cached), the visit and its free times read afresh. */
  private async answer(
    render: ManagePageRenderer,
    reply: FastifyReply,
    path: string,
    token: string,
    status: number,
    problem?: ManageProblem,
  ) {
    const query = new URLSearchParams({ [MANAGE_VISIT_PARAM]: token, ...(problem && { [MANAGE_PROBLEM_PARAM]: problem }) });
    const page = await render(`${path}?${query.toString()}`);
    return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page.html);
  }
}
