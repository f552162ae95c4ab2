import { TOWN_LIMITS } from '@costa-sol/common';
import { type ContentCollection, type ContentFile, slug, yamlFormat } from '@costa-sol/common/content-files';
import { z } from 'zod';
import { bilingual } from '../../../../shared/content/bilingual.schema';
import { COMARCAS } from '../../domain/town-file';

const { lat, lng, altitudeM, servicePages } = TOWN_LIMITS;

/** content/towns/{english-slug}.yaml: one town (docs/product.md, "Locations"). */
const townSchema = z
  .object({
    name: z.string().trim().min(TOWN_LIMITS.name.min),
    nameEn: z.string().trim().min(TOWN_LIMITS.name.min).optional(),
    slugEn: slug.optional(),
    slugEs: slug.optional(),
    // In the files' order (content:export writes the keys in this order).
    municipality: z.string().trim().min(TOWN_LIMITS.name.min).optional(),
    comarca: z.enum(COMARCAS),
    coordinates: z
      .object({ lat: z.number().min(lat.min).max(lat.max), lng: z.number().min(lng.min).max(lng.max) })
      .strict()
      .optional(),
    altitudeM: z.number().int().min(altitudeM.min).max(altitudeM.max).optional(),
    summary: bilingual,
    about: bilingual.optional(),
    /** The owner's search title and description, used as written (both languages). */
    seoTitle: bilingual
      .refine(
        (text) => [text.en, text.es].every((value) => value.length <= TOWN_LIMITS.seoTitle.max),
        `at most ${TOWN_LIMITS.seoTitle.max} characters`,
      )
      .optional(),
    seoDescription: bilingual
      .refine(
        (text) => [text.en, text.es].every((value) => value.length <= TOWN_LIMITS.seoDescription.max),
        `at most ${TOWN_LIMITS.seoDescription.max} characters`,
      )
      .optional(),
    detail: z
      .object({
        heroTitle: bilingual,
        heroDescription: bilingual,
        climateNotes: bilingual,
        localIncentives: z.array(bilingual).optional(),
        neighborhoods: z.array(z.string().trim().min(2)),
        landmarks: z.array(z.string().trim().min(2)),
        postalCodes: z.array(z.string().regex(TOWN_LIMITS.postalCode, 'a Málaga postal code (29xxx)')),
      })
      .strict()
      .optional(),
  })
  .strict();

/** content/town-pages/{town}/{english-slug}.yaml: a service sub-page of a town, in `order`. */
const townServicePageSchema = z
  .object({
    order: z.number().int().min(1),
    key: slug,
    slugEn: slug,
    slugEs: slug,
    title: bilingual,
    metaTitle: bilingual.optional(),
    metaDescription: bilingual,
    intro: bilingual,
    sections: z
      .array(z.object({ heading: bilingual, body: bilingual }).strict())
      .min(servicePages.sections.min)
      .max(servicePages.sections.max),
  })
  .strict();

/** A town as the towns table keeps it and the admin sends it: the same checks as its file. */
export const storedTown = townSchema;

/** A town's sub-pages as the towns table keeps them: in their order, without the files' `order` field. */
export const storedTownPages = z.array(townServicePageSchema.omit({ order: true }));

/** PUT /api/admin/towns/{slug}/pages: the town's sub-pages in their order, each checked as its file is. */
export const townPagesBody = z.object({ pages: storedTownPages.max(servicePages.max) }).strict();

/** content/comarcas.yaml: each comarca's name and climate. */
const comarcasSchema = z
  .record(z.enum(COMARCAS), z.object({ name: bilingual, climate: bilingual }).strict())
  .superRefine((value, context) => {
    for (const id of COMARCAS) if (!value[id]) context.addIssue({ code: 'custom', path: [id], message: 'Missing comarca' });
  });

/** content/incentives.yaml: the generic incentives; `townHall` gives way to a town's own note. */
const incentivesSchema = z.object({ townHall: bilingual, wider: z.array(bilingual).min(1) }).strict();

export const townFiles: ContentCollection<typeof townSchema> = { folder: 'towns', suffix: '.yaml', format: yamlFormat, schema: townSchema };

/** Entries named "{town}/{english-slug}". */
export const townServicePageFiles: ContentCollection<typeof townServicePageSchema> = {
  folder: 'town-pages',
  suffix: '.yaml',
  nested: true,
  format: yamlFormat,
  schema: townServicePageSchema,
};

export const comarcasFile: ContentFile<typeof comarcasSchema> = { path: 'comarcas.yaml', format: yamlFormat, schema: comarcasSchema };

export const incentivesFile: ContentFile<typeof incentivesSchema> = {
  path: 'incentives.yaml',
  format: yamlFormat,
  schema: incentivesSchema,
};
