import { useParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useTestimonial } from '../../api/get-testimonial';
import { adminText } from '../../content/admin-text';
import { FormPage } from '../kit/form-page';
import { TestimonialForm } from './testimonial-form';

export function TestimonialEditPage() {
  const t = useCatalogue(adminText).reviews.testimonials;
  const { testimonialId = '' } = useParams();
  const testimonial = useTestimonial(testimonialId);
  return (
    <FormPage title={`${t.editTitle}: ${testimonial.name}`}>
      <TestimonialForm key={testimonial.id} testimonial={testimonial} />
    </FormPage>
  );
}
