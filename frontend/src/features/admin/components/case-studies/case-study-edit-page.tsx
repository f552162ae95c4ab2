import { useParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useCaseStudy } from '../../api/get-case-study';
import { adminText } from '../../content/admin-text';
import { FormPage } from '../kit/form-page';
import { CaseStudyForm } from './case-study-form';

export function CaseStudyEditPage() {
  const t = useCatalogue(adminText).reviews.caseStudies;
  const { caseStudyId = '' } = useParams();
  const caseStudy = useCaseStudy(caseStudyId);
  return (
    <FormPage title={`${t.editTitle}: ${caseStudy.titleEn}`}>
      <CaseStudyForm key={caseStudy.id} caseStudy={caseStudy} />
    </FormPage>
  );
}
