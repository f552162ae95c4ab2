import { useParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useCaseStudy } from '../../api/get-case-study';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { CaseStudyForm } from './case-study-form';

export function CaseStudyEditPage() {
  const t = useCatalogue(adminText).reviews.caseStudies;
  const { caseStudyId = '' } = useParams();
  const caseStudy = useCaseStudy(caseStudyId);
  return (
    <>
      <AdminHead title={`${t.editTitle}: ${caseStudy.titleEn}`} />
      <PageHeading>
        {t.editTitle}: {caseStudy.titleEn}
      </PageHeading>
      <CaseStudyForm key={caseStudy.id} caseStudy={caseStudy} />
    </>
  );
}
