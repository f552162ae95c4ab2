import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { TestimonialForm } from './testimonial-form';

export function TestimonialNewPage() {
  const t = useCatalogue(adminText).reviews.testimonials;
  return (
    <>
      <AdminHead title={t.newTitle} />
      <PageHeading>{t.newTitle}</PageHeading>
      <TestimonialForm />
    </>
  );
}
