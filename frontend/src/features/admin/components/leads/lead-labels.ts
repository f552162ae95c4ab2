import {
  CURRENT_SYSTEM_AGE_LABELS,
  HOME_SIZE_LABELS,
  type Language,
  PREFERRED_BRAND_LABELS,
  SERVICE_NEEDED_LABELS,
  SERVICE_TYPE_LABELS,
} from '@costa-sol/common';
import type { AdminText } from '../../content/admin-text';

const OPTION_LABELS: Record<string, Record<Language, Record<string, string>>> = {
  serviceType: SERVICE_TYPE_LABELS,
  preferredBrand: PREFERRED_BRAND_LABELS,
  homeSize: HOME_SIZE_LABELS,
  currentSystemAge: CURRENT_SYSTEM_AGE_LABELS,
  serviceNeeded: SERVICE_NEEDED_LABELS,
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

/** The field's label, or its name when the catalogue has none (a field added later still shows). */
export function leadFieldLabel(field: string, t: AdminText): string {
  return t.leads.fieldLabels[field] ?? field;
}
