import type { Language } from '../i18n/languages';
import { CURRENT_SYSTEM_AGES, HOME_SIZES, PREFERRED_BRANDS } from './lead-enums';
import { CURRENT_SYSTEM_AGE_LABELS, HOME_SIZE_LABELS, PREFERRED_BRAND_LABELS } from './lead-option-labels';

type Words = Record<Language, string>;

interface QuoteAnswer<T extends string> {
  values: readonly T[];
  /** Each value's words, for the visitor's select and for staff. */
  options: Record<Language, Record<T, string>>;
  /** The question on the visitor's form, and its empty choice. */
  visitorLabel: Words;
  notChosen: Words;
  /** The field as staff read it: the lead's page, the staff e-mail, the CSV export (English). */
  staffLabel: Words;
}

const answer = <T extends string>(definition: QuoteAnswer<T>): QuoteAnswer<string> => definition;

/**
 * The quote form's optional questions, each a choice, in the form's order: its values and all of its words. The quote
 * request schema (lead-request.schema.ts) checks them; the visitor's form, the staff e-mail, the CSV export and the
 * lead's page in the admin list them from here, so a new question is one entry here and one rule there (docs/architecture.md, "Add a field").
 */
export const QUOTE_ANSWERS = {
  preferredBrand: answer({
    values: PREFERRED_BRANDS,
    options: PREFERRED_BRAND_LABELS,
    visitorLabel: { en: 'Preferred brand', es: 'Marca preferida' },
    notChosen: { en: 'Not sure yet', es: 'Aún no lo sé' },
    staffLabel: { en: 'Preferred brand', es: 'Marca preferida' },
  }),
  homeSize: answer({
    values: HOME_SIZES,
    options: HOME_SIZE_LABELS,
    visitorLabel: { en: 'Home size', es: 'Superficie de la vivienda' },
    notChosen: { en: 'Not sure yet', es: 'Aún no lo sé' },
    staffLabel: { en: 'Home size', es: 'Tamaño de la vivienda' },
  }),
  currentSystemAge: answer({
    values: CURRENT_SYSTEM_AGES,
    options: CURRENT_SYSTEM_AGE_LABELS,
    visitorLabel: { en: 'Age of your current system', es: 'Antigüedad del sistema actual' },
    notChosen: { en: 'Not sure yet', es: 'Aún no lo sé' },
    staffLabel: { en: 'Current system age', es: 'Antigüedad del sistema actual' },
  }),
};

export type QuoteAnswerField = keyof typeof QUOTE_ANSWERS;
export const QUOTE_ANSWER_FIELDS = Object.keys(QUOTE_ANSWERS) as QuoteAnswerField[];

/** An answer as staff read it in `language`: the option's words, or the value itself for one the catalogue lost. */
export function quoteAnswerText(field: QuoteAnswerField, value: string, language: Language): string {
  return QUOTE_ANSWERS[field].options[language][value] ?? value;
}
