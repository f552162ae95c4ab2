import { EMERGENCY_CHOICES } from '@costa-sol/common';

/** An emergency lead in SQL, as isEmergency (domain/lead.ts) has it: the choice of common's EMERGENCY_CHOICES. */
export const EMERGENCY_LEAD_SQL =
  `(("kind" = 'quote' and "service_type" = '${EMERGENCY_CHOICES.quote}') or ` +
  `("kind" = 'contact' and "service_needed" = '${EMERGENCY_CHOICES.contact}'))`;
