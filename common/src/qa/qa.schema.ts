import { z } from 'zod/mini';
import { SLUG_PATTERN } from '../content/slug-pattern';
import { flag, optionalOwnerText, ownerText, wholeNumber } from '../forms/owner-field-rules';
import { QA_FIELD_LIMITS } from './qa-rules';

/*
 * A Q&A category and a Q&A page as staff write them (POST and PATCH /api/admin/qa/categories and /pages; the admin's
 * category and page forms): the one shape of each. The API validates its bodies with them, the OpenAPI document
 * describes them and the forms check with them. A slug taken, or a category that does not exist, is the API's to find.
 */

const L = QA_FIELD_LIMITS;

const slug = (example: string) => ownerText({ ...L.slug, pattern: { regex: SLUG_PATTERN, code: 'slugInvalid' }, example });

export const qaCategorySchema = z.strictObject({
  slug: slug('heat-pumps'),
  nameEn: ownerText({ ...L.categoryName, example: 'Heat pumps' }),
  nameEs: ownerText({ ...L.categoryName, example: 'Bombas de calor' }),
  descriptionEn: optionalOwnerText({ max: L.categoryDescription.max, example: 'Aerothermal heating and cooling explained.' }),
  descriptionEs: optionalOwnerText({ max: L.categoryDescription.max, example: 'La aerotermia explicada.' }),
  position: z.optional(
    wholeNumber({ ...L.position, refusal: 'invalidInput', example: 0, description: 'Order on the public index, smallest first.' }),
  ),
});

/** PATCH /api/admin/qa/categories/{id}: only the fields sent change. */
export const qaCategoryChangesSchema = z.partial(qaCategorySchema);

export const qaPageSchema = z.strictObject({
  categoryId: z.uuid(),
  slug: slug('how-efficient-is-a-heat-pump'),
  questionEn: ownerText({ ...L.question, example: 'How efficient is a heat pump?' }),
  questionEs: ownerText({ ...L.question, example: '¿Qué eficiencia tiene una bomba de calor?' }),
  answerEn: ownerText({ ...L.answer, multiline: true, description: 'Markdown.' }),
  answerEs: ownerText({ ...L.answer, multiline: true, description: 'Markdown.' }),
  shortQuestionEn: optionalOwnerText({ max: L.shortQuestion.max, example: 'Surplus solar electricity: what happens to it' }),
  shortQuestionEs: optionalOwnerText({ max: L.shortQuestion.max, example: 'Excedentes solares: qué pasa con ellos' }),
  seoTitleEn: optionalOwnerText({ max: L.seoTitle.max, example: 'Solar surplus compensation in Spain | Costa Sol HVAC' }),
  seoTitleEs: optionalOwnerText({ max: L.seoTitle.max, example: 'Compensación de excedentes solares | Costa Sol HVAC' }),
  seoDescriptionEn: optionalOwnerText({
    max: L.seoDescription.max,
    example: 'What the grid pays for the solar electricity you do not use.',
  }),
  seoDescriptionEs: optionalOwnerText({
    max: L.seoDescription.max,
    example: 'Lo que paga la red por la electricidad solar que no consumes.',
  }),
  isPublished: flag('Published pages are public; drafts are not.'),
});

/** PATCH /api/admin/qa/pages/{id}: only the fields sent change; isPublished publishes or unpublishes. */
export const qaPageChangesSchema = z.partial(qaPageSchema);

export type QaCategoryBody = z.output<typeof qaCategorySchema>;
export type QaCategoryChangesBody = z.output<typeof qaCategoryChangesSchema>;
export type QaPageBody = z.output<typeof qaPageSchema>;
export type QaPageChangesBody = z.output<typeof qaPageChangesSchema>;
