import { useParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useTestimonial } from '../../api/get-testimonial';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { TestimonialForm } from './testimonial-form';

export function TestimonialEditPage() {
  const t = useCatalogue(adminText).reviews.testimonials;
  const { testimonialId = '' } = useParams();
  const testimonial = useTestimonial(testimonialId);
  return (
    <>
      <AdminHead title={`${t.editTitle}: ${testimonial.name}`} />
      <PageHeading>
        {t.editTitle}: {testimonial.name}
      </PageHeading>
      <TestimonialForm key={testimonial.id} testimonial={testimonial} />
    </>
  );
}
