import { CASE_STUDY_FIELD_LIMITS } from '@costa-sol/common';
import { z } from 'zod';
import { bilingual } from '../../../../shared/content/bilingual.schema';
import { loadYamlFile } from '../../../../shared/content/load-yaml';

const { title, location, system, energyCost, listItem, listItems } = CASE_STUDY_FIELD_LIMITS;
const within = (min: number, max: number) => (text: { en: string; es: string }) =>
  [text.en, text.es].every((value) => value.length >= min && value.length <= max);
const cost = z.number().int().min(energyCost.min).max(energyCost.max);
const list = z
  .array(bilingual.refine(within(listItem.min, listItem.max), `${listItem.min} to ${listItem.max} characters`))
  .min(listItems.min)
  .max(listItems.max);

/** content/samples/case-studies.yaml: development samples, with the admin's own limits; the savings are worked out. */
const samplesFile = z
  .array(
    z
      .object({
        title: bilingual.refine(within(title.min, title.max), `${title.min} to ${title.max} characters`),
        location: z.string().trim().min(location.min).max(location.max),
        beforeSystem: bilingual.refine(within(system.min, system.max), `${system.min} to ${system.max} characters`),
        beforeEnergyCost: cost,
        beforeIssues: list,
        afterSystem: bilingual.refine(within(system.min, system.max), `${system.min} to ${system.max} characters`),
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
  return loadYamlFile(contentRoot, 'samples/case-studies.yaml', samplesFile).map((item) => ({
    ...item,
    annualSavings: item.beforeEnergyCost - item.afterEnergyCost,
  }));
}
