import { zodResolver } from '@hookform/resolvers/zod';
import { TESTIMONIAL_FIELD_LIMITS } from '@costa-sol/common';
import Box from '@mui/material/Box';
import { SelectInput, TextInput } from '../../../../components/form/form-fields';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { AdminTestimonial } from '../../api/api-types';
import { adminText } from '../../content/admin-text';
import {
  isTestimonialField,
  TESTIMONIAL_DEFAULTS,
  type TestimonialFormValues,
  testimonialFormValues,
  type TestimonialRequest,
  testimonialSchema,
} from '../../schemas/testimonial-schema';
import { AdminForm } from '../kit/admin-form';
import { useCollectionForm } from '../kit/use-collection-form';
import { PhotoPicker } from '../media/photo-picker';
import { LanguageSection } from '../kit/language-section';

const { min, max } = TESTIMONIAL_FIELD_LIMITS.rating;
const STARS = Array.from({ length: max - min + 1 }, (_, index) => max - index);

/** Creates a testimonial (a draft, first in the list), or edits `testimonial`; service and review in both languages. */
export function TestimonialForm({ testimonial }: { testimonial?: AdminTestimonial }) {
  const t = useCatalogue(adminText);
  const r = t.reviews;
  const c = r.testimonials;
  const { form, frame } = useCollectionForm<'testimonials', TestimonialFormValues, TestimonialRequest>({
    collection: 'testimonials',
    editing: testimonial,
    newBody: (request) => ({ ...request, isPublished: false }),
    texts: c,
    describe: (request) => request.name,
    listPath: '/admin/testimonials',
    resolver: (language) => zodResolver(testimonialSchema(language)),
    defaultValues: testimonial ? testimonialFormValues(testimonial) : TESTIMONIAL_DEFAULTS,
    isField: isTestimonialField,
  });
  const { control } = form;
  const f = c.fields;
  return (
    <AdminForm action="content.edit" {...frame}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, mb: 4 }}>
        <TextInput control={control} name="name" id="testimonial-name" label={f.name} required hint={c.nameHint} />
        <TextInput control={control} name="location" id="testimonial-location" label={f.location} hint={c.locationHint} />
        <SelectInput
          control={control}
          name="rating"
          id="testimonial-rating"
          label={f.rating}
          required
          options={STARS.map((stars) => ({ value: String(stars), label: c.ratingOption(stars) }))}
        />
      </Box>
      {(['en', 'es'] as const).map((lang) => {
        const service = lang === 'en' ? 'serviceEn' : 'serviceEs';
        const review = lang === 'en' ? 'reviewEn' : 'reviewEs';
        return (
          <LanguageSection key={lang} id={`testimonial-section-${lang}`} heading={lang === 'en' ? r.inEnglish : r.inSpanish}>
            <TextInput control={control} name={service} id={`testimonial-${service}`} label={f[service]} required lang={lang} />
            <TextInput
              control={control}
              name={review}
              id={`testimonial-${review}`}
              label={f[review]}
              required
              lang={lang}
              multiline
              minRows={5}
              hint={r.plainTextHint}
            />
          </LanguageSection>
        );
      })}
      <Box sx={{ maxWidth: 560, mb: 4 }}>
        <PhotoPicker control={control} name="photoId" id="testimonial-photo" label={t.photos.testimonialPhoto} />
      </Box>
    </AdminForm>
  );
}
