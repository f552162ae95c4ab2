import { priceGuideSchema, SERVICE_ROUTE_KEYS, type ServiceRouteKey } from '@costa-sol/common';
import { loadContentFile, yamlFormat } from '@costa-sol/common/content-files';
import { z } from 'zod';
import { bilingual } from '../../../../shared/content/bilingual.schema';
import { checkedByEntity } from '../../../../shared/content/checked-by-entity';

/**
 * content/samples/price-guides.yaml: development samples, each checked by common's price-guide schema (the admin's
 * own rules); production starts with none.
 */
const samplesSchema = z.array(
  z
    .object({
      service: z
        .string()
        .refine((key): key is ServiceRouteKey => SERVICE_ROUTE_KEYS.some((known) => known === key), "a service page's route key"),
      fromEur: z.number(),
      note: bilingual,
    })
    .strict()
    .superRefine(checkedByEntity(priceGuideSchema, ({ fromEur, note }) => ({ fromEur, noteEn: note.en, noteEs: note.es, shown: true }))),
);

export function loadSamplePriceGuides(contentRoot: string) {
  return loadContentFile(contentRoot, { path: 'samples/price-guides.yaml', format: yamlFormat, schema: samplesSchema });
}
