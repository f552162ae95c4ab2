import { z } from 'zod/mini';
import { flag, lineList, ownerText, photoId, wholeNumber } from '../forms/owner-field-rules';
import { CASE_STUDY_FIELD_LIMITS } from './review-rules';

/*
 * A case study as staff write it (POST and PATCH /api/admin/case-studies; the admin's case study form): the one shape
 * of it. The API validates its bodies with it, the OpenAPI document describes it and the form checks with it. Texts are
 * plain text, shown as written. What needs the stored case study too (lists as long in both languages, the cost after
 * not above the cost before, a photo id of no image) is the API's to find; the annual savings are worked out.
 */

const L = CASE_STUDY_FIELD_LIMITS;

const title = (example: string) => ownerText({ ...L.title, example });
const system = (example: string) => ownerText({ ...L.system, multiline: true, example });
const euros = (example: number) => wholeNumber({ ...L.energyCost, refusal: 'invalidInput', example, description: 'Whole euros per year.' });
const lines = (example: string) =>
  lineList(
    { ...L.listItem, items: L.listItems },
    {
      example: [example],
      description: `One line each, ${L.listItem.min} to ${L.listItem.max} characters; as many as in the other language.`,
    },
  );

export const caseStudySchema = z.strictObject({
  titleEn: title('Nueva Andalucía villa: from heating oil to aerotermia'),
  titleEs: title('Villa en Nueva Andalucía: del gasóleo a la aerotermia'),
  location: ownerText({ ...L.location, example: 'Nueva Andalucía, Marbella' }),
  beforeSystemEn: system('A 20-year-old heating oil boiler and six old splits.'),
  beforeSystemEs: system('Una caldera de gasóleo de 20 años y seis splits antiguos.'),
  beforeEnergyCost: euros(6850),
  beforeIssuesEn: lines('Rising heating oil costs'),
  beforeIssuesEs: lines('Gasto en gasóleo cada vez mayor'),
  afterSystemEn: system('A 14 kW air-to-water heat pump and 10 kWp of solar panels.'),
  afterSystemEs: system('Una aerotermia de 14 kW y 10 kWp de placas solares.'),
  afterEnergyCost: euros(2460),
  afterBenefitsEn: lines('No more heating oil'),
  afterBenefitsEs: lines('Adiós al gasóleo'),
  beforePhotoId: photoId('An image of the media library: the place before the work; null for none.'),
  afterPhotoId: photoId('An image of the media library: the place after the work; null for none.'),
  featured: flag('The one on the home page; featuring one unfeatures any other.'),
  isPublished: flag('Published case studies are public; drafts are not.'),
});

/** PATCH /api/admin/case-studies/{id}: only the fields sent change. */
export const caseStudyChangesSchema = z.partial(caseStudySchema);

export type CaseStudyBody = z.output<typeof caseStudySchema>;
export type CaseStudyChangesBody = z.output<typeof caseStudyChangesSchema>;
