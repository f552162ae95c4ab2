import { useParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useQaPage } from '../../api/get-qa-page';
import { adminText } from '../../content/admin-text';
import { FormPage } from '../kit/form-page';
import { QaPageForm } from './qa-page-form';

export function QaPageEditPage() {
  const t = useCatalogue(adminText);
  const { pageId = '' } = useParams();
  const page = useQaPage(pageId);
  return (
    <FormPage title={t.pages.editTitle}>
      <QaPageForm key={page.id} page={page} />
    </FormPage>
  );
}
