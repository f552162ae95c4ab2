import { CASE_STUDY_FIELD_LIMITS } from '@costa-sol/common';
import { loadContentFile, yamlFormat } from '@costa-sol/common/content-files';
import { z } from 'zod';
import { bilingualWithin } from '../../../../shared/content/bilingual.schema';

const { title, location, system, energyCost, listItem, listItems } = CASE_STUDY_FIELD_LIMITS;
const cost = z.number().int().min(energyCost.min).max(energyCost.max);
const list = z.array(bilingualWithin(listItem)).min(listItems.min).max(listItems.max);

/** content/samples/case-studies.yaml: development samples, with the admin's own limits; the savings are worked out. */
const samplesSchema = z
  .array(
    z
      .object({
        title: bilingualWithin(title),
        location: z.string().trim().min(location.min).max(location.max),
        beforeSystem: bilingualWithin(system),
        beforeEnergyCost: cost,
        beforeIssues: list,
        afterSystem: bilingualWithin(system),
        afterEnergyCost: cost,
        afterBenefits: list,
        featured: z.boolean(),
      })
      .strict()
      .refine((item) => item.afterEnergyCost <= item.beforeEnergyCost, {
        message: 'the cost after must not exceed the cost before',
        path: ['afterEnergyCost'],
      }),
  )
  .refine((items) => items.filter((item) => item.featured).length <= 1, 'at most one featured case study');

export function loadSampleCaseStudies(contentRoot: string) {
  return loadContentFile(contentRoot, { path: 'samples/case-studies.yaml', format: yamlFormat, schema: samplesSchema }).map((item) => ({
    ...item,
    annualSavings: item.beforeEnergyCost - item.afterEnergyCost,
  }));
}
