import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { FormPage } from '../kit/form-page';
import { TestimonialForm } from './testimonial-form';

export function TestimonialNewPage() {
  const t = useCatalogue(adminText).reviews.testimonials;
  return (
    <FormPage title={t.newTitle}>
      <TestimonialForm />
    </FormPage>
  );
}
