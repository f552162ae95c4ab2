import {
  CASE_STUDY_FIELD_LIMITS,
  caseStudySchema as caseStudyEntity,
  type Language,
  REVIEW_FORM_MESSAGES,
  type ValidationMessageCode,
  VALIDATION_MESSAGES,
} from '@costa-sol/common';
import { entityFormSchema, type FormWords } from '../../../lib/entity-form-schema';
import { z } from '../../../lib/zod';
import type { AdminCaseStudy } from '../api/api-types';
import { linesOf } from './case-study-lines';
import { ownerFormWords, photoIdOf, wholeNumberOf } from './owner-form-words';
import { fieldGuard } from './qa-fields';

export interface CaseStudyFormValues {
  titleEn: string;
  titleEs: string;
  location: string;
  beforeSystemEn: string;
  beforeSystemEs: string;
  beforeEnergyCost: string;
  beforeIssuesEn: string;
  beforeIssuesEs: string;
  afterSystemEn: string;
  afterSystemEs: string;
  afterEnergyCost: string;
  afterBenefitsEn: string;
  afterBenefitsEs: string;
  beforePhotoId: string;
  afterPhotoId: string;
  featured: boolean;
}

const L = CASE_STUDY_FIELD_LIMITS;
const LIMITS = {
  titleEn: L.title,
  titleEs: L.title,
  location: L.location,
  beforeSystemEn: L.system,
  beforeSystemEs: L.system,
  afterSystemEn: L.system,
  afterSystemEs: L.system,
};
const LISTS = new Set(['beforeIssuesEn', 'beforeIssuesEs', 'afterBenefitsEn', 'afterBenefitsEs']);

/** A list's words: its count ("Write 1 to 8 items") or its lines' length; the schema says tooLong for both. */
function listWords(language: Language, lines: unknown, code: ValidationMessageCode): string | undefined {
  const m = REVIEW_FORM_MESSAGES[language];
  if (code === 'textTooShort') return m.lineMin(L.listItem.min);
  if (code !== 'tooLong') return undefined;
  return Array.isArray(lines) && lines.length > L.listItems.max ? m.listItems : m.lineMax(L.listItem.max);
}

function caseStudyWords(language: Language): FormWords {
  const amount = REVIEW_FORM_MESSAGES[language].amountRange;
  const texts = ownerFormWords(language, LIMITS, { beforeEnergyCost: amount, afterEnergyCost: amount });
  return (field, code, body) => (LISTS.has(field) ? listWords(language, body[field], code) : texts(field, code, body));
}

const body = (values: CaseStudyFormValues) => ({
  ...values,
  beforeEnergyCost: wholeNumberOf(values.beforeEnergyCost),
  afterEnergyCost: wholeNumberOf(values.afterEnergyCost),
  beforeIssuesEn: linesOf(values.beforeIssuesEn),
  beforeIssuesEs: linesOf(values.beforeIssuesEs),
  afterBenefitsEn: linesOf(values.afterBenefitsEn),
  afterBenefitsEs: linesOf(values.afterBenefitsEs),
  beforePhotoId: photoIdOf(values.beforePhotoId),
  afterPhotoId: photoIdOf(values.afterPhotoId),
});

/**
 * The case study form (both languages): common's case study schema; yields the body of POST/PATCH
 * /api/admin/case-studies (publication aside). Lists are written one item per line; what the API checks against the
 * whole case study (as many Spanish lines as English ones, the cost after not above the cost before) is checked here too.
 */
export function caseStudySchema(language: Language) {
  const v = VALIDATION_MESSAGES[language];
  return entityFormSchema(caseStudyEntity, language, body, caseStudyWords(language)).check(
    z.superRefine((values, context) => {
      if (values.beforeIssuesEs.length !== values.beforeIssuesEn.length)
        context.addIssue({ code: 'custom', path: ['beforeIssuesEs'], message: v.listMismatch, input: values.beforeIssuesEs });
      if (values.afterBenefitsEs.length !== values.afterBenefitsEn.length)
        context.addIssue({ code: 'custom', path: ['afterBenefitsEs'], message: v.listMismatch, input: values.afterBenefitsEs });
      if (values.afterEnergyCost > values.beforeEnergyCost)
        context.addIssue({ code: 'custom', path: ['afterEnergyCost'], message: v.costAfterAboveBefore, input: values.afterEnergyCost });
    }),
  );
}

export type CaseStudyRequest = z.output<ReturnType<typeof caseStudySchema>>;

export const CASE_STUDY_DEFAULTS: CaseStudyFormValues = {
  titleEn: '',
  titleEs: '',
  location: '',
  beforeSystemEn: '',
  beforeSystemEs: '',
  beforeEnergyCost: '',
  beforeIssuesEn: '',
  beforeIssuesEs: '',
  afterSystemEn: '',
  afterSystemEs: '',
  afterEnergyCost: '',
  afterBenefitsEn: '',
  afterBenefitsEs: '',
  beforePhotoId: '',
  afterPhotoId: '',
  featured: false,
};
export const isCaseStudyField = fieldGuard(CASE_STUDY_DEFAULTS);

export function caseStudyFormValues(c: AdminCaseStudy): CaseStudyFormValues {
  return {
    titleEn: c.titleEn,
    titleEs: c.titleEs,
    location: c.location,
    beforeSystemEn: c.beforeSystemEn,
    beforeSystemEs: c.beforeSystemEs,
    beforeEnergyCost: String(c.beforeEnergyCost),
    beforeIssuesEn: c.beforeIssuesEn.join('\n'),
    beforeIssuesEs: c.beforeIssuesEs.join('\n'),
    afterSystemEn: c.afterSystemEn,
    afterSystemEs: c.afterSystemEs,
    afterEnergyCost: String(c.afterEnergyCost),
    afterBenefitsEn: c.afterBenefitsEn.join('\n'),
    afterBenefitsEs: c.afterBenefitsEs.join('\n'),
    beforePhotoId: c.beforePhotoId ?? '',
    afterPhotoId: c.afterPhotoId ?? '',
    featured: c.featured,
  };
}
