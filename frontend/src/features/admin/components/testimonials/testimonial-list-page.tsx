import Typography from '@mui/material/Typography';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useTestimonials } from '../../api/get-testimonials';
import { adminText } from '../../content/admin-text';
import { OrderedPublishableListPage } from '../kit/ordered-publishable-list-page';

/** Every testimonial in its order: move up or down, publish or unpublish, edit, delete (after confirming). */
export function TestimonialListPage() {
  const c = useCatalogue(adminText).reviews.testimonials;
  return (
    <OrderedPublishableListPage
      collection="testimonials"
      items={useTestimonials()}
      texts={c}
      name={(item) => item.name}
      path="/admin/testimonials"
      columns={({ order, status, actions }) => [
        order,
        {
          header: c.columns.name,
          rowHeader: true,
          cell: (item) => (
            <>
              {item.name}
              {item.location && (
                <Typography variant="body2" color="text.secondary">
                  {item.location}
                </Typography>
              )}
            </>
          ),
        },
        { header: c.columns.rating, cell: (item) => c.stars(item.rating) },
        { header: c.columns.service, lang: 'en', cell: (item) => item.serviceEn },
        status,
        actions,
      ]}
    />
  );
}
