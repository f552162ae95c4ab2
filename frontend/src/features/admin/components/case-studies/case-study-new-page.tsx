import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { CaseStudyForm } from './case-study-form';

export function CaseStudyNewPage() {
  const t = useCatalogue(adminText).reviews.caseStudies;
  return (
    <>
      <AdminHead title={t.newTitle} />
      <PageHeading>{t.newTitle}</PageHeading>
      <CaseStudyForm />
    </>
  );
}
