import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { FormPage } from '../kit/form-page';
import { CategoryForm } from './category-form';

export function CategoryNewPage() {
  const t = useCatalogue(adminText);
  return (
    <FormPage title={t.categories.newTitle}>
      <CategoryForm />
    </FormPage>
  );
}
