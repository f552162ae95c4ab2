import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { FormPage } from '../kit/form-page';
import { CaseStudyForm } from './case-study-form';

export function CaseStudyNewPage() {
  const t = useCatalogue(adminText).reviews.caseStudies;
  return (
    <FormPage title={t.newTitle}>
      <CaseStudyForm />
    </FormPage>
  );
}
