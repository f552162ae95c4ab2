import Chip from '@mui/material/Chip';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useCaseStudies } from '../../api/get-case-studies';
import { adminText } from '../../content/admin-text';
import { OrderedPublishableListPage } from '../kit/ordered-publishable-list-page';

/** Every case study in its order, the featured one marked: move, publish or unpublish, edit, delete (after confirming). */
export function CaseStudyListPage() {
  const c = useCatalogue(adminText).reviews.caseStudies;
  return (
    <OrderedPublishableListPage
      collection="case-studies"
      items={useCaseStudies()}
      texts={c}
      name={(item) => item.titleEn}
      path="/admin/case-studies"
      columns={({ order, status, actions }) => [
        order,
        { header: c.columns.title, rowHeader: true, lang: 'en', cell: (item) => item.titleEn },
        { header: c.columns.location, cell: (item) => item.location },
        { header: c.columns.savings, align: 'right', cell: (item) => c.euros(item.annualSavings) },
        status,
        {
          header: c.columns.featured,
          cell: (item) => (item.featured ? <Chip size="small" color="primary" label={c.featured} /> : c.notFeatured),
        },
        actions,
      ]}
    />
  );
}
