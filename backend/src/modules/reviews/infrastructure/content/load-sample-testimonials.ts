import { TESTIMONIAL_FIELD_LIMITS } from '@costa-sol/common';
import { loadContentFile, yamlFormat } from '@costa-sol/common/content-files';
import { z } from 'zod';
import { bilingualWithin } from '../../../../shared/content/bilingual.schema';

const { name, location, service, review, rating } = TESTIMONIAL_FIELD_LIMITS;

/** content/samples/testimonials.yaml: development samples, with the admin's own limits. */
const samplesSchema = z.array(
  z
    .object({
      name: z.string().trim().min(name.min).max(name.max),
      location: z.string().trim().max(location.max).optional(),
      rating: z.number().int().min(rating.min).max(rating.max),
      service: bilingualWithin(service),
      review: bilingualWithin(review),
      createdAt: z.iso.datetime(),
    })
    .strict(),
);

export function loadSampleTestimonials(contentRoot: string) {
  return loadContentFile(contentRoot, { path: 'samples/testimonials.yaml', format: yamlFormat, schema: samplesSchema });
}
