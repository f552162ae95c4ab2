import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { PageForm } from './page-form';

export function PageNewPage() {
  const t = useCatalogue(adminText);
  return (
    <>
      <AdminHead title={t.pages.newTitle} />
      <PageHeading>{t.pages.newTitle}</PageHeading>
      <PageForm />
    </>
  );
}
