import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { CategoryForm } from './category-form';

export function CategoryNewPage() {
  const t = useCatalogue(adminText);
  return (
    <>
      <AdminHead title={t.categories.newTitle} />
      <PageHeading>{t.categories.newTitle}</PageHeading>
      <CategoryForm />
    </>
  );
}
