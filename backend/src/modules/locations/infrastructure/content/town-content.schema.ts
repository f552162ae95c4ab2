import { townSchema, townServicePageSchema } from '@costa-sol/common';
import { type ContentCollection, type ContentFile, yamlFormat } from '@costa-sol/common/content-files';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { bilingual } from '../../../../shared/content/bilingual.schema';
import { COMARCAS } from '../../domain/town-file';

/** content/towns/{english-slug}.yaml: one town (docs/product.md, "Locations"), its shape common's townSchema. */
export const townFiles: ContentCollection<typeof townSchema> = { folder: 'towns', suffix: '.yaml', format: yamlFormat, schema: townSchema };

/** content/town-pages/{town}/{english-slug}.yaml: a service sub-page of a town, in `order`. */
const townServicePageFileSchema = mini.extend(townServicePageSchema, { order: mini.int().check(mini.minimum(1)) });

/** A town's sub-pages as the towns table keeps them: in their order, without the files' `order` field. */
export const storedTownPages = mini.array(townServicePageSchema);

/** content/comarcas.yaml: each comarca's name and climate. */
const comarcasSchema = z
  .record(z.enum(COMARCAS), z.object({ name: bilingual, climate: bilingual }).strict())
  .superRefine((value, context) => {
    for (const id of COMARCAS) if (!value[id]) context.addIssue({ code: 'custom', path: [id], message: 'Missing comarca' });
  });

/** content/incentives.yaml: the generic incentives; `townHall` gives way to a town's own note. */
const incentivesSchema = z.object({ townHall: bilingual, wider: z.array(bilingual).min(1) }).strict();

/** Entries named "{town}/{english-slug}". */
export const townServicePageFiles: ContentCollection<typeof townServicePageFileSchema> = {
  folder: 'town-pages',
  suffix: '.yaml',
  nested: true,
  format: yamlFormat,
  schema: townServicePageFileSchema,
};

export const comarcasFile: ContentFile<typeof comarcasSchema> = { path: 'comarcas.yaml', format: yamlFormat, schema: comarcasSchema };

export const incentivesFile: ContentFile<typeof incentivesSchema> = {
  path: 'incentives.yaml',
  format: yamlFormat,
  schema: incentivesSchema,
};
