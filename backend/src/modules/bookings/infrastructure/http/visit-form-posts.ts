import {
  BOOKED_VISIT_PARAM,
  type Language,
  languageOfPath,
  VALIDATION_MESSAGES,
  type ValidationMessageCode,
  VISIT_FORM_FIELDS,
  type VisitFormPost,
} from '@costa-sol/common';
import { BadRequestException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../../../config/app-config';
import { describeError } from '../../../../shared/application/describe-error';
import { DomainError } from '../../../../shared/domain/domain-error';
import { ApiExceptionFilter } from '../../../../shared/http/api-exception.filter';
import { FormPostRateLimit } from '../../../../shared/http/form-post-rate-limit';
import { refuseForeignFormPost } from '../../../../shared/http/same-site-post';
import { createValidationPipe } from '../../../../shared/http/validation.pipe';
import { BookVisit } from '../../application/book-visit.use-case';
import { BookingDto, bookingRequest } from './booking.dto';

const OPTIONAL = new Set(['address', 'notes']);

/** The booking page answered again for one visitor: the URL (kind and town in its query) and what was posted, if it is shown. */
export type VisitFormRenderer = (url: string, post?: VisitFormPost) => Promise<{ status: number; html: string }>;

function isCode(value: unknown): value is ValidationMessageCode {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES.en, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Each field's problem as the form shows it; `failed` when the problem is not one a field of the form can show. */
function verdictOf(error: unknown, post: VisitFormPost): VisitFormPost | undefined {
  const fields: readonly string[] = VISIT_FORM_FIELDS;
  const problems: { field: string; code: unknown }[] = [];
  if (error instanceof DomainError && error.fieldError) problems.push(error.fieldError);
  else if (error instanceof BadRequestException) {
    const response = error.getResponse();
    const fieldErrors = isRecord(response) ? response.fieldErrors : undefined;
    if (!isRecord(fieldErrors)) return undefined;
    for (const [field, problem] of Object.entries(fieldErrors))
      problems.push({ field, code: isRecord(problem) ? problem.code : undefined });
  } else return undefined;
  const verdict: VisitFormPost = { ...post, fieldErrors: {} };
  for (const { field, code } of problems) {
    if (fields.includes(field) && isCode(code)) verdict.fieldErrors[field] = code;
    else verdict.failed = true;
  }
  return verdict;
}

/**
 * The booking form without JavaScript (issue 25), posted to the booking page itself like the lead forms
 * (LeadFormPosts): the same-site check, the forms' rate limit, the JSON API's DTO and messages, the use case. Booked:
 * 303 to the page's confirmation view. Not booked: the page again for this visitor only, with fresh times, the values
 * kept and the messages at the fields (409 when the time was just taken).
 */
@Injectable()
export class VisitFormPosts {
  private readonly logger = new Logger('Forms');
  private readonly validation = createValidationPipe();
  private readonly errors = new ApiExceptionFilter();

  constructor(
    private readonly config: AppConfig,
    private readonly rateLimit: FormPostRateLimit,
    private readonly book: BookVisit,
  ) {}

  async take(request: FastifyRequest, reply: FastifyReply, render: VisitFormRenderer): Promise<FastifyReply> {
    const notRead = refuseForeignFormPost(request, reply, this.config.publicUrl);
    if (notRead) return notRead;
    const path = request.url.split('?')[0];
    const language = languageOfPath(path);
    const { values, refused } = this.readBody(request.body);
    const post: VisitFormPost = { kind: 'visit', values, fieldErrors: {} };
    const answer = (status: number, shown: VisitFormPost) => this.answer(render, reply, path, shown, status);
    if (!(await this.rateLimit.allows(request, reply))) return answer(HttpStatus.TOO_MANY_REQUESTS, { ...post, failed: true });
    if (refused) return answer(HttpStatus.BAD_REQUEST, { ...post, failed: true });
    try {
      const visitId = await this.submit(values, language);
      const confirmation = `${path}?${new URLSearchParams({ [BOOKED_VISIT_PARAM]: visitId }).toString()}`;
      return reply.code(HttpStatus.SEE_OTHER).header('location', confirmation).header('cache-control', 'no-store').send();
    } catch (error) {
      const status = this.errors.statusOf(error);
      const verdict = verdictOf(error, post);
      if (verdict) return answer(status, verdict);
      this.logger.error(`A booking form post failed: ${describeError(error)}`);
      return answer(status >= 400 ? status : HttpStatus.INTERNAL_SERVER_ERROR, { ...post, failed: true });
    }
  }

  private readBody(body: unknown): { values: Record<string, string>; refused: boolean } {
    const fields: readonly string[] = VISIT_FORM_FIELDS;
    const values: Record<string, string> = {};
    let refused = false;
    for (const [name, value] of Object.entries(isRecord(body) ? body : {})) {
      if (fields.includes(name) && typeof value === 'string') values[name] = value;
      else refused = true;
    }
    return { values, refused };
  }

  private async submit(values: Record<string, string>, language: Language): Promise<string> {
    // An optional field left empty is posted as '' by a browser; the API reads it as not given.
    const given = Object.entries(values).filter(([name, value]) => value !== '' || !OPTIONAL.has(name));
    const body = { ...Object.fromEntries(given), language };
    const dto = (await this.validation.transform(body, { type: 'body', metatype: BookingDto })) as BookingDto;
    const booked = await this.book.execute(bookingRequest(dto, language), 'online');
    return booked.visit.id;
  }

  /** The page again for this visitor alone (never cached), its times read afresh for the kind and town posted. */
  private async answer(render: VisitFormRenderer, reply: FastifyReply, path: string, post: VisitFormPost, status: number) {
    const choice = new URLSearchParams({ kind: post.values.kind ?? '', town: post.values.town ?? '' });
    const page = await render(`${path}?${choice.toString()}`, post);
    return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page.html);
  }
}
