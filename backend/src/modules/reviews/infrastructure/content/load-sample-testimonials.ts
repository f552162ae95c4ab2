import { testimonialSchema } from '@costa-sol/common';
import { loadContentFile, yamlFormat } from '@costa-sol/common/content-files';
import { z } from 'zod';
import { bilingual } from '../../../../shared/content/bilingual.schema';
import { checkedByEntity } from '../../../../shared/content/checked-by-entity';

/** content/samples/testimonials.yaml: development samples, each checked by common's testimonial schema (the admin's own rules). */
const samplesSchema = z.array(
  z
    .object({
      name: z.string(),
      location: z.string().optional(),
      rating: z.number(),
      service: bilingual,
      review: bilingual,
      createdAt: z.iso.datetime(),
    })
    .strict()
    .superRefine(
      checkedByEntity(testimonialSchema, ({ name, location, rating, service, review }) => ({
        name,
        location,
        rating,
        serviceEn: service.en,
        serviceEs: service.es,
        reviewEn: review.en,
        reviewEs: review.es,
      })),
    ),
);

export function loadSampleTestimonials(contentRoot: string) {
  return loadContentFile(contentRoot, { path: 'samples/testimonials.yaml', format: yamlFormat, schema: samplesSchema });
}
