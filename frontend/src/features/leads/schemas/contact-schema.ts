import { type Language, LEAD_FIELD_LIMITS, SERVICES_NEEDED, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { allowedCharacters, emailAddress, personName, phoneNumber, requiredChoice } from './lead-fields';

const { message } = LEAD_FIELD_LIMITS;

/**
 * The contact form (docs/product.md, "Forms and validation"), with messages in the page's language; yields
 * POST /api/contact's fields.
 */
export function contactSchema(language: Language) {
  const m = VALIDATION_MESSAGES[language];
  return z.object({
    firstName: personName(m.firstNameMin, m),
    lastName: personName(m.lastNameMin, m),
    email: emailAddress(m),
    phone: phoneNumber(m),
    serviceNeeded: requiredChoice(SERVICES_NEEDED, m.serviceNeededRequired),
    message: z
      .string()
      .check(z.trim(), allowedCharacters(m, true), z.minLength(message.min, m.messageMin), z.maxLength(message.max, m.tooLong)),
  });
}

type ContactSchema = ReturnType<typeof contactSchema>;
export type ContactFormValues = z.input<ContactSchema>;
export type ContactRequest = z.output<ContactSchema>;
type ContactField = keyof ContactFormValues;

export const CONTACT_FORM_DEFAULTS: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  serviceNeeded: '',
  message: '',
};

export function isContactField(field: string): field is ContactField {
  return Object.hasOwn(CONTACT_FORM_DEFAULTS, field);
}
