import type { LeadSearch } from '../../application/lead-inbox.port';
import { EMERGENCY_LEAD_SQL } from './emergency-lead-sql';

/** A WHERE clause and its parameters, in order. */
interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** `like` takes % and _ as wildcards: a visitor's "50%" is searched as written. */
const likeFragment = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The phone fragment is compared by digits alone from three digits on (fewer would match nearly every number). */
const MIN_PHONE_DIGITS = 3;

/**
 * The inbox's search in SQL over the lead table's indexed columns (migration LeadSearch20261206): search_text and
 * phone_digits through their trigram indexes, days as calendar days in Europe/Madrid.
 */
export function leadSearchCondition(search: LeadSearch): SqlCondition {
  const parts: string[] = ['erased_at is null'];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (!search.includeSpam) add('not is_spam');
  if (search.kind) add('kind = ?', search.kind);
  if (search.status) add('status = ?', search.status);
  if (search.assignedToId) add('assigned_to_id = ?', search.assignedToId);
  if (search.channel) add('channel = ?', search.channel);
  if (search.emergency) add(EMERGENCY_LEAD_SQL);
  if (search.source) add('utm_source = ?', search.source);
  if (search.language) add('language_shown = ?', search.language);
  if (search.fromDay) add(`received_at >= (?::date)::timestamp at time zone 'Europe/Madrid'`, search.fromDay);
  if (search.toDay) add(`received_at < (?::date + 1)::timestamp at time zone 'Europe/Madrid'`, search.toDay);
  const q = search.q?.trim().toLowerCase();
  if (q) {
    const digits = q.replace(/\D/g, '');
    if (digits.length >= MIN_PHONE_DIGITS) add(`(search_text like ? or phone_digits like ?)`, likeFragment(q), likeFragment(digits));
    else add('search_text like ?', likeFragment(q));
  }
  return { sql: parts.join(' and '), params };
}
