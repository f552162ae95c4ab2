import {
  EMAIL_PATTERN,
  LANGUAGES,
  type Language,
  LEAD_FIELD_LIMITS,
  MANUAL_LEAD_CHANNELS,
  MANUAL_LEAD_LIMITS,
  MULTI_LINE_TEXT_PATTERN,
  PHONE_PATTERN,
  SERVICE_TYPES,
  SINGLE_LINE_TEXT_PATTERN,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import type { ManualLeadBody } from '../api/api-types';
import { z } from '../../../lib/zod';
import { fieldGuard } from './qa-fields';

const { name, email, phone, details } = LEAD_FIELD_LIMITS;

/**
 * The "New lead" form: the quote form's rules and messages where they apply (the API checks the same, in the same
 * order), the channel and the person's language, and at least a phone or an e-mail (phoneOrEmailRequired on both).
 * Empty optional fields are not sent.
 */
export function manualLeadSchema(language: Language) {
  const m = VALIDATION_MESSAGES[language];
  const optional = (text: string) => text || undefined;
  const form = z
    .object({
      channel: z.pipe(z.string(), z.enum(MANUAL_LEAD_CHANNELS, { error: m.required })),
      name: z
        .string()
        .check(
          z.trim(),
          z.regex(SINGLE_LINE_TEXT_PATTERN, m.invalidCharacters),
          z.minLength(name.min, m.nameMin),
          z.maxLength(name.max, m.tooLong),
        ),
      phone: z.string().check(z.trim()),
      email: z.string().check(z.trim()),
      serviceType: z.pipe(z.string(), z.enum(SERVICE_TYPES, { error: m.serviceTypeRequired })),
      town: z
        .string()
        .check(z.trim(), z.regex(SINGLE_LINE_TEXT_PATTERN, m.invalidCharacters), z.maxLength(MANUAL_LEAD_LIMITS.town.max, m.tooLong)),
      details: z.string().check(z.trim(), z.regex(MULTI_LINE_TEXT_PATTERN, m.invalidCharacters), z.maxLength(details.max, m.tooLong)),
      language: z.pipe(z.string(), z.enum(LANGUAGES, { error: m.required })),
    })
    .check(
      // Also while other fields fail, so the first try shows every message at once.
      z.superRefine(
        (value, context) => {
          const issue = (path: 'phone' | 'email', message: string) =>
            context.addIssue({ code: 'custom', path: [path], message, input: value[path] });
          const phoneText = typeof value.phone === 'string' ? value.phone : '';
          const emailText = typeof value.email === 'string' ? value.email : '';
          if (phoneText === '' && emailText === '') {
            issue('phone', m.phoneOrEmailRequired);
            issue('email', m.phoneOrEmailRequired);
            return;
          }
          if (phoneText !== '') {
            if (phoneText.length < phone.min) issue('phone', m.phoneInvalid);
            else if (phoneText.length > phone.max) issue('phone', m.tooLong);
            else if (!PHONE_PATTERN.test(phoneText)) issue('phone', m.phoneInvalid);
          }
          if (emailText !== '') {
            if (emailText.length > email.max) issue('email', m.tooLong);
            else if (!EMAIL_PATTERN.test(emailText)) issue('email', m.emailInvalid);
          }
        },
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      ),
    );
  return z.pipe(
    form,
    z.transform((value): ManualLeadBody => ({
      channel: value.channel,
      name: value.name,
      phone: optional(value.phone),
      email: optional(value.email),
      serviceType: value.serviceType,
      town: optional(value.town),
      details: optional(value.details),
      language: value.language,
    })),
  );
}

export type ManualLeadFormValues = z.input<ReturnType<typeof manualLeadSchema>>;

export const MANUAL_LEAD_DEFAULTS: ManualLeadFormValues = {
  channel: '',
  name: '',
  phone: '',
  email: '',
  serviceType: '',
  town: '',
  details: '',
  language: '',
};

export const isManualLeadField = fieldGuard<ManualLeadFormValues>(MANUAL_LEAD_DEFAULTS);
