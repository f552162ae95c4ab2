import {
  type BooleanText,
  CURRENT_SYSTEM_AGES,
  HOME_SIZES,
  type Language,
  LEAD_FIELD_LIMITS,
  PREFERRED_BRANDS,
  SERVICE_TYPES,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { emailAddress, omitUndefined, optionalChoice, optionalText, personName, phoneNumber, requiredChoice } from './lead-fields';

/**
 * The quote form (docs/product.md, "Forms and validation"), with messages in the page's language. It reads the form's values
 * (strings, '' for "not chosen", a boolean checkbox) and yields the fields of POST /api/quotes: text trimmed,
 * empty optional values left out and wantsConsultation as the text 'true' or 'false'.
 */
export function quoteSchema(language: Language) {
  const m = VALIDATION_MESSAGES[language];
  return z.pipe(
    z.object({
      name: personName(m.nameMin, m),
      email: emailAddress(m),
      phone: phoneNumber(m),
      serviceType: requiredChoice(SERVICE_TYPES, m.serviceTypeRequired),
      preferredBrand: optionalChoice(PREFERRED_BRANDS, m),
      homeSize: optionalChoice(HOME_SIZES, m),
      currentSystemAge: optionalChoice(CURRENT_SYSTEM_AGES, m),
      details: optionalText(LEAD_FIELD_LIMITS.details.max, m),
      wantsConsultation: z.pipe(
        z.boolean({ error: m.invalidInput }),
        z.transform((wants: boolean): BooleanText => (wants ? 'true' : 'false')),
      ),
    }),
    z.transform(omitUndefined),
  );
}

type QuoteSchema = ReturnType<typeof quoteSchema>;
/** What the form holds while the visitor edits it. */
export type QuoteFormValues = z.input<QuoteSchema>;
/** The API fields of a valid form. */
export type QuoteRequest = z.output<QuoteSchema>;
type QuoteField = keyof QuoteFormValues;

export const QUOTE_FORM_DEFAULTS: QuoteFormValues = {
  name: '',
  email: '',
  phone: '',
  serviceType: '',
  preferredBrand: '',
  homeSize: '',
  currentSystemAge: '',
  details: '',
  wantsConsultation: false,
};

export function isQuoteField(field: string): field is QuoteField {
  return Object.hasOwn(QUOTE_FORM_DEFAULTS, field);
}
