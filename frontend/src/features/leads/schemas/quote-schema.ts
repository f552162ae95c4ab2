import { type Language, QUOTE_ANSWER_FIELDS, type QuoteAnswerField, quoteRequestSchema } from '@costa-sol/common';
import type { z } from '../../../lib/zod';
import { leadFormSchema } from './lead-fields';

/**
 * What the quote form holds while the visitor edits it: strings ('' for "not chosen"; the optional questions are
 * common's QUOTE_ANSWERS) and the consultation checkbox.
 */
export type QuoteFormValues = {
  name: string;
  email: string;
  phone: string;
  serviceType: string;
  details: string;
  wantsConsultation: boolean;
} & Record<QuoteAnswerField, string>;

/**
 * The quote form (docs/product.md, "Forms and validation"): common's quote request schema, with messages in the page's
 * language; yields the fields of POST /api/quotes (wantsConsultation as the text 'true' or 'false').
 */
export function quoteSchema(language: Language) {
  return leadFormSchema(quoteRequestSchema, language, (values: QuoteFormValues) => ({
    ...values,
    wantsConsultation: values.wantsConsultation ? 'true' : 'false',
  }));
}

/** The API fields of a valid form. */
export type QuoteRequest = z.output<ReturnType<typeof quoteSchema>>;
type QuoteField = keyof QuoteFormValues;

export const QUOTE_FORM_DEFAULTS: QuoteFormValues = {
  name: '',
  email: '',
  phone: '',
  serviceType: '',
  ...(Object.fromEntries(QUOTE_ANSWER_FIELDS.map((field) => [field, ''])) as Record<QuoteAnswerField, string>),
  details: '',
  wantsConsultation: false,
};

export function isQuoteField(field: string): field is QuoteField {
  return Object.hasOwn(QUOTE_FORM_DEFAULTS, field);
}
