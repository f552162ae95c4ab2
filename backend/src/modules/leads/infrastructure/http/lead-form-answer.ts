import { LEAD_FORM_FIELDS, type LeadFormPost, type ValidationMessageCode, VALIDATION_MESSAGES } from '@costa-sol/common';
import { BadRequestException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { LeadFormPages } from '../../application/lead-form-pages.port';

/**
 * Answers a form post with its page again, for this visitor only (never cached, never stored by a browser or a
 * proxy): the values typed and why the form was not sent. False when this process serves no pages.
 */
export async function answerWithForm(pages: LeadFormPages, reply: FastifyReply, path: string, post: LeadFormPost, status: number) {
  const page = await pages.render(path, post);
  if (!page) return false;
  await reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page.html);
  return true;
}

function isCode(value: unknown): value is ValidationMessageCode {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES.en, value);
}

/**
 * The validation pipe's verdict on a form post as the form shows it: each field's code, and `failed` when a rule
 * failed on something the visitor cannot see or change (the hidden spam trap, for instance). Undefined for any
 * other error.
 */
export function formVerdictOf(error: unknown, post: Pick<LeadFormPost, 'kind' | 'values'>): LeadFormPost | undefined {
  if (!(error instanceof BadRequestException)) return undefined;
  const response = error.getResponse();
  const fieldErrors = typeof response === 'object' && response !== null && 'fieldErrors' in response ? response.fieldErrors : undefined;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return undefined;
  const fields: readonly string[] = LEAD_FORM_FIELDS[post.kind];
  const verdict: LeadFormPost = { ...post, fieldErrors: {} };
  for (const [field, fieldError] of Object.entries(fieldErrors)) {
    const code: unknown = typeof fieldError === 'object' && fieldError !== null && 'code' in fieldError ? fieldError.code : undefined;
    if (fields.includes(field) && isCode(code)) verdict.fieldErrors[field] = code;
    else verdict.failed = true;
  }
  return verdict;
}
