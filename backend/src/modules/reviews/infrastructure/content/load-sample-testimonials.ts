import { TESTIMONIAL_FIELD_LIMITS } from '@costa-sol/common';
import { z } from 'zod';
import { bilingual } from '../../../../shared/content/bilingual.schema';
import { loadYamlFile } from '../../../../shared/content/load-yaml';

const { name, location, service, review, rating } = TESTIMONIAL_FIELD_LIMITS;
const within = (min: number, max: number) => (text: { en: string; es: string }) =>
  [text.en, text.es].every((value) => value.length >= min && value.length <= max);

/** content/samples/testimonials.yaml: development samples, with the admin's own limits. */
const samplesFile = z.array(
  z
    .object({
      name: z.string().trim().min(name.min).max(name.max),
      location: z.string().trim().max(location.max).optional(),
      rating: z.number().int().min(rating.min).max(rating.max),
      service: bilingual.refine(within(service.min, service.max), `${service.min} to ${service.max} characters`),
      review: bilingual.refine(within(review.min, review.max), `${review.min} to ${review.max} characters`),
      createdAt: z.iso.datetime(),
    })
    .strict(),
);

export function loadSampleTestimonials(contentRoot: string) {
  return loadYamlFile(contentRoot, 'samples/testimonials.yaml', samplesFile);
}
