import type { SchemaObject } from '@nestjs/swagger';
import type { PersonalDataCopy } from '../../application/privacy/personal-data.port';

type ColumnType = 'uuid' | 'text' | 'boolean' | 'decimal' | 'date' | 'date-time' | 'object';

interface Column {
  /** The table's column (snake_case); the copy names it in camelCase. */
  column: string;
  type: ColumnType;
  nullable?: boolean;
}

const required = (column: string, type: ColumnType): Column => ({ column, type });
const optional = (column: string, type: ColumnType): Column => ({ column, type, nullable: true });

type Section = Exclude<keyof PersonalDataCopy, 'email'>;

/**
 * What a person's copy (GET /api/admin/personal-data) holds of each table: the one list that both the query and the
 * OpenAPI schema read, so the answer is exactly what the document says. Left out: columns derived from others
 * (search_text, phone_digits, language_shown) and the office's own bookkeeping (assigned staff, technician, leases,
 * retries, message ids).
 */
const PERSONAL_DATA_COLUMNS: Record<Section, Column[]> = {
  leads: [
    required('id', 'uuid'),
    required('kind', 'text'),
    required('channel', 'text'),
    required('status', 'text'),
    optional('status_note', 'text'),
    required('is_spam', 'boolean'),
    required('received_at', 'date-time'),
    optional('updated_at', 'date-time'),
    required('name', 'text'),
    optional('first_name', 'text'),
    optional('last_name', 'text'),
    required('email', 'text'),
    required('phone', 'text'),
    optional('town', 'text'),
    optional('service_type', 'text'),
    optional('preferred_brand', 'text'),
    optional('home_size', 'text'),
    optional('current_system_age', 'text'),
    optional('details', 'text'),
    optional('wants_consultation', 'boolean'),
    optional('service_needed', 'text'),
    optional('message', 'text'),
    optional('page_path', 'text'),
    optional('landing_page', 'text'),
    optional('language', 'text'),
    optional('referrer', 'text'),
    optional('utm_source', 'text'),
    optional('utm_medium', 'text'),
    optional('utm_campaign', 'text'),
    optional('utm_term', 'text'),
    optional('utm_content', 'text'),
    optional('gclid', 'text'),
    optional('quoted_amount', 'decimal'),
    optional('won_value', 'decimal'),
    optional('lost_reason', 'text'),
    optional('first_response_at', 'date-time'),
    optional('follow_up_on', 'date'),
  ],
  leadEvents: [
    required('id', 'uuid'),
    required('lead_id', 'uuid'),
    required('kind', 'text'),
    required('at', 'date-time'),
    required('payload', 'object'),
  ],
  visits: [
    required('id', 'uuid'),
    optional('lead_id', 'uuid'),
    required('kind', 'text'),
    required('town', 'text'),
    required('starts_at', 'date-time'),
    required('ends_at', 'date-time'),
    required('status', 'text'),
    required('source', 'text'),
    required('name', 'text'),
    required('email', 'text'),
    required('phone', 'text'),
    required('address', 'text'),
    required('notes', 'text'),
    required('language', 'text'),
    optional('reminder_sent_at', 'date-time'),
    required('created_at', 'date-time'),
    required('updated_at', 'date-time'),
  ],
  confirmations: [required('email', 'text'), required('lead_id', 'uuid'), required('sent_at', 'date-time')],
  emails: [
    required('id', 'uuid'),
    required('to_address', 'text'),
    required('subject', 'text'),
    required('text_body', 'text'),
    required('created_at', 'date-time'),
    optional('sent_at', 'date-time'),
  ],
};

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** A column as the copy shows it: times in UTC ISO 8601 and dates and amounts as text, whatever the session's zone. */
function selected(table: string, { column, type }: Column): string {
  const value = `${table}."${column}"`;
  const shown =
    type === 'date-time'
      ? `to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : type === 'date' || type === 'decimal'
        ? `${value}::text`
        : value;
  return `${shown} as "${camelCase(column)}"`;
}

/** The select list of a section's columns, from the table (or its alias) `table`. */
export function personalDataSelect(section: Section, table: string): string {
  return PERSONAL_DATA_COLUMNS[section].map((column) => selected(table, column)).join(', ');
}

const SCHEMA_OF_TYPE: Record<ColumnType, SchemaObject> = {
  uuid: { type: 'string', format: 'uuid' },
  text: { type: 'string' },
  boolean: { type: 'boolean' },
  decimal: { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?$', description: 'A decimal amount, as text.' },
  date: { type: 'string', format: 'date' },
  'date-time': { type: 'string', format: 'date-time' },
  object: { type: 'object', additionalProperties: true },
};

/** The OpenAPI schema of one item of a section: every column listed, none other. */
export function personalDataItemSchema(section: Section): SchemaObject {
  const columns = PERSONAL_DATA_COLUMNS[section];
  return {
    type: 'object',
    additionalProperties: false,
    required: columns.map(({ column }) => camelCase(column)),
    properties: Object.fromEntries(
      columns.map(({ column, type, nullable }) => [camelCase(column), { ...SCHEMA_OF_TYPE[type], ...(nullable && { nullable: true }) }]),
    ),
  };
}
