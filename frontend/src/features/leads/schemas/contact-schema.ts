import { contactMessageSchema, type Language } from '@costa-sol/common';
import type { z } from '../../../lib/zod';
import { leadFormSchema } from './lead-fields';

/** What the contact form holds while the visitor edits it ('' for "not chosen"). */
export interface ContactFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  serviceNeeded: string;
  message: string;
}

/**
 * The contact form (docs/product.md, "Forms and validation"): common's contact message schema, with messages in the
 * page's language; yields POST /api/contact's fields.
 */
export function contactSchema(language: Language) {
  return leadFormSchema(contactMessageSchema, language, (values: ContactFormValues) => ({ ...values }));
}

export type ContactRequest = z.output<ReturnType<typeof contactSchema>>;
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
