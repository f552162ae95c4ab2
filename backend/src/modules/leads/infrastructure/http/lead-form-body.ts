import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_KEY_PATTERN,
  LEAD_FIELD_LIMITS,
  languageOfPath,
  type LeadKind,
  SINGLE_LINE_TEXT_PATTERN,
  UTM_PARAMETERS,
} from '@costa-sol/common';
import { LEAD_FORM_FIELDS } from './lead-request-bodies';

/** A form post's body, sorted: what the visitor typed, and whatever the form does not have. */
interface LeadFormBody {
  /** The form's own fields, as posted (a checked checkbox is 'true'). */
  values: Record<string, string>;
  honeypot?: string;
  /** The hidden idempotency field, when a client filled it (the server renders it empty). */
  idempotencyKey?: string;
  /** Fields the form does not have, and fields posted more than once: such a post is refused. */
  refused: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sorts a parsed application/x-www-form-urlencoded body (repeated names arrive as arrays). */
export function readLeadFormBody(kind: LeadKind, body: unknown): LeadFormBody {
  const fields: readonly string[] = LEAD_FORM_FIELDS[kind];
  const read: LeadFormBody = { values: {}, refused: [] };
  for (const [name, value] of Object.entries(isRecord(body) ? body : {})) {
    const known = fields.includes(name) || name === HONEYPOT_FIELD || name === IDEMPOTENCY_FIELD;
    if (!known || typeof value !== 'string') read.refused.push(name);
    else if (name === HONEYPOT_FIELD) read.honeypot = value;
    else if (name !== IDEMPOTENCY_FIELD) read.values[name] = value;
    else if (IDEMPOTENCY_KEY_PATTERN.test(value)) read.idempotencyKey = value;
    else if (value !== '') read.refused.push(name);
  }
  return read;
}

/**
 * The JSON API's body for a form post: the visitor's fields, an unchecked consultation box as 'false', and where the
 * lead came from as the browser script would say it (the page's path and language, the UTM parameters of its
 * address, cut to their limits; there is no document.referrer to send).
 */
export function apiBodyOf(kind: LeadKind, form: LeadFormBody, path: string, query: unknown): Record<string, string> {
  const body: Record<string, string> = { ...form.values, pagePath: path, language: languageOfPath(path) };
  if (kind === 'quote' && body.wantsConsultation === undefined) body.wantsConsultation = 'false';
  if (form.honeypot !== undefined) body[HONEYPOT_FIELD] = form.honeypot;
  const parameters = isRecord(query) ? query : {};
  for (const [parameter, field] of UTM_PARAMETERS) {
    const value = parameters[parameter];
    const clipped = typeof value === 'string' ? value.trim().slice(0, LEAD_FIELD_LIMITS.utm.max) : '';
    if (clipped !== '' && SINGLE_LINE_TEXT_PATTERN.test(clipped)) body[field] = clipped;
  }
  return body;
}
