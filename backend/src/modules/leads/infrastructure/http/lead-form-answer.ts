import { type LeadFormPost, type LeadKind, type ValidationMessageCode, VALIDATION_MESSAGES } from '@costa-sol/common';
import { BadRequestException } from '@nestjs/common';
import { LEAD_FORM_FIELDS } from './lead-request-bodies';
import type { FastifyReply } from 'fastify';

/** The page a form was posted from, rendered again for this visitor with the values and errors (the site's). */
export type FormPageRenderer = (path: string, post: LeadFormPost) => Promise<{ status: number; html: string }>;

/**
 * Answers a form post with its page again, for this visitor only (never cached, never stored by a browser or a
 * proxy): the values typed and why the form was not sent.
 */
export async function answerWithForm(render: FormPageRenderer, reply: FastifyReply, path: string, post: LeadFormPost, status: number) {
  const page = await render(path, post);
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page.html);
}

function isCode(value: unknown): value is ValidationMessageCode {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES.en, value);
}

/**
 * The validation pipe's verdict on a form post as the form shows it: each field's code, and `failed` when a rule
 * failed on something the visitor cannot see or change (the hidden spam trap, for instance). Undefined for any
 * other error.
 */
export function formVerdictOf(error: unknown, values: Record<string, string>, kind: LeadKind): LeadFormPost | undefined {
  if (!(error instanceof BadRequestException)) return undefined;
  const response = error.getResponse();
  const fieldErrors = typeof response === 'object' && response !== null && 'fieldErrors' in response ? response.fieldErrors : undefined;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return undefined;
  const fields: readonly string[] = LEAD_FORM_FIELDS[kind];
  const verdict: LeadFormPost = { kind, values, fieldErrors: {} };
  for (const [field, fieldError] of Object.entries(fieldErrors)) {
    const code: unknown = typeof fieldError === 'object' && fieldError !== null && 'code' in fieldError ? fieldError.code : undefined;
    if (fields.includes(field) && isCode(code)) verdict.fieldErrors[field] = code;
    else verdict.failed = true;
  }
  return verdict;
}
