import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { FormPage } from '../kit/form-page';
import { QaPageForm } from './qa-page-form';

export function QaPageNewPage() {
  const t = useCatalogue(adminText);
  return (
    <FormPage title={t.pages.newTitle}>
      <QaPageForm />
    </FormPage>
  );
}
