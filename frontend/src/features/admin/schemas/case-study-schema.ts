import { CASE_STUDY_FIELD_LIMITS, type Language, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { AdminCaseStudy } from '../api/api-types';
import { euroAmount, lineList } from './case-study-lines';
import { fieldGuard, photoField, requiredText } from './qa-fields';

/**
 * The case study form (both languages); yields the body of POST/PATCH /api/admin/case-studies (publication
 * aside). Lists are written one item per line, as many in Spanish as in English; the savings are computed.
 */
export function caseStudySchema(language: Language) {
  const L = CASE_STUDY_FIELD_LIMITS;
  const v = VALIDATION_MESSAGES[language];
  const form = z.object({
    titleEn: requiredText(language, L.title),
    titleEs: requiredText(language, L.title),
    location: requiredText(language, L.location),
    beforeSystemEn: requiredText(language, L.system),
    beforeSystemEs: requiredText(language, L.system),
    beforeEnergyCost: euroAmount(language),
    beforeIssuesEn: lineList(language),
    beforeIssuesEs: lineList(language),
    afterSystemEn: requiredText(language, L.system),
    afterSystemEs: requiredText(language, L.system),
    afterEnergyCost: euroAmount(language),
    afterBenefitsEn: lineList(language),
    afterBenefitsEs: lineList(language),
    beforePhotoId: photoField(),
    afterPhotoId: photoField(),
    featured: z.boolean(),
  });
  return form.check(
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

export type CaseStudyFormValues = z.input<ReturnType<typeof caseStudySchema>>;
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
