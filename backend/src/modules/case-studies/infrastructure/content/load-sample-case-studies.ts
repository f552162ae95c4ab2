import { caseStudySchema } from '@costa-sol/common';
import { loadContentFile, yamlFormat } from '@costa-sol/common/content-files';
import { z } from 'zod';
import { bilingual } from '../../../../shared/content/bilingual.schema';
import { checkedByEntity } from '../../../../shared/content/checked-by-entity';

type Bilingual = z.output<typeof bilingual>;
const lines = (items: Bilingual[], language: keyof Bilingual) => items.map((item) => item[language]);

/**
 * content/samples/case-studies.yaml: development samples, each checked by common's case-study schema (the admin's own
 * rules); the savings are worked out.
 */
const samplesSchema = z
  .array(
    z
      .object({
        title: bilingual,
        location: z.string(),
        beforeSystem: bilingual,
        beforeEnergyCost: z.number(),
        beforeIssues: z.array(bilingual),
        afterSystem: bilingual,
        afterEnergyCost: z.number(),
        afterBenefits: z.array(bilingual),
        featured: z.boolean(),
      })
      .strict()
      .superRefine(
        checkedByEntity(caseStudySchema, (item) => ({
          titleEn: item.title.en,
          titleEs: item.title.es,
          location: item.location,
          beforeSystemEn: item.beforeSystem.en,
          beforeSystemEs: item.beforeSystem.es,
          beforeEnergyCost: item.beforeEnergyCost,
          beforeIssuesEn: lines(item.beforeIssues, 'en'),
          beforeIssuesEs: lines(item.beforeIssues, 'es'),
          afterSystemEn: item.afterSystem.en,
          afterSystemEs: item.afterSystem.es,
          afterEnergyCost: item.afterEnergyCost,
          afterBenefitsEn: lines(item.afterBenefits, 'en'),
          afterBenefitsEs: lines(item.afterBenefits, 'es'),
          featured: item.featured,
        })),
      )
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
