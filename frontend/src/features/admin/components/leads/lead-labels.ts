import { type Language, QUOTE_ANSWER_FIELDS, QUOTE_ANSWERS, SERVICE_NEEDED_LABELS, SERVICE_TYPE_LABELS } from '@costa-sol/common';
import type { AdminText } from '../../content/admin-text';

const OPTION_LABELS: Record<string, Record<Language, Record<string, string>>> = {
  serviceType: SERVICE_TYPE_LABELS,
  serviceNeeded: SERVICE_NEEDED_LABELS,
  ...Object.fromEntries(QUOTE_ANSWER_FIELDS.map((field) => [field, QUOTE_ANSWERS[field].options])),
};

/** A lead's form value as staff read it: option labels from the shared catalogues, yes/no for booleans. */
export function leadValueText(field: string, value: unknown, language: Language, t: AdminText): string {
  if (typeof value === 'boolean') return value ? t.leads.yes : t.leads.no;
  if (value === 'true' || value === 'false') return value === 'true' ? t.leads.yes : t.leads.no;
  if (typeof value === 'string') return OPTION_LABELS[field]?.[language][value] ?? value;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'object' || value === null) return '';
  // Nested values (the UTM parameters): "source: google, campaign: spring".
  return Object.entries(value)
    .filter(([, entry]) => entry !== undefined && entry !== '')
    .map(([key, entry]) => `${key}: ${String(entry)}`)
    .join(', ');
}

const isQuoteAnswer = (field: string): field is (typeof QUOTE_ANSWER_FIELDS)[number] => Object.hasOwn(QUOTE_ANSWERS, field);

/** The field's label (a quote's questions: their staff words in common), or its name when no catalogue has one. */
export function leadFieldLabel(field: string, t: AdminText, language: Language): string {
  if (isQuoteAnswer(field)) return QUOTE_ANSWERS[field].staffLabel[language];
  return t.leads.fieldLabels[field] ?? field;
}
