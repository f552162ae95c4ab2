import { PRICE_GUIDE_LIMITS, SERVICE_ROUTE_KEYS, type ServiceRouteKey } from '@costa-sol/common';
import { loadContentFile, yamlFormat } from '@costa-sol/common/content-files';
import { z } from 'zod';
import { bilingualWithin } from '../../../../shared/content/bilingual.schema';

const { fromEur, note } = PRICE_GUIDE_LIMITS;

/** content/samples/price-guides.yaml: development samples, with the admin's own limits; production starts with none. */
const samplesSchema = z.array(
  z
    .object({
      service: z
        .string()
        .refine((key): key is ServiceRouteKey => SERVICE_ROUTE_KEYS.some((known) => known === key), "a service page's route key"),
      fromEur: z.number().int().min(fromEur.min).max(fromEur.max),
      note: bilingualWithin(note),
    })
    .strict(),
);

export function loadSamplePriceGuides(contentRoot: string) {
  return loadContentFile(contentRoot, { path: 'samples/price-guides.yaml', format: yamlFormat, schema: samplesSchema });
}
