import { type Language, SERVICE_NEEDED_LABELS, SERVICE_TYPE_LABELS, VISIT_KIND_LABELS } from '@costa-sol/common';
import type { Lead } from '../../domain/lead';

/**
 * What a lead asked for, in that language: the quote's service, the contact message's need, or the survey visit of a
 * lead that began as a visitor's online booking (it names no service).
 */
export function leadServiceLabel(lead: Lead, language: Language): string {
  if (lead.kind === 'contact') return SERVICE_NEEDED_LABELS[language][lead.fields.serviceNeeded];
  const { serviceType } = lead.fields;
  return serviceType ? SERVICE_TYPE_LABELS[language][serviceType] : VISIT_KIND_LABELS[language].survey;
}
