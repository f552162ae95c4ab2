import { useParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { usePage } from '../../api/get-page';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { PageForm } from './page-form';

export function PageEditPage() {
  const t = useCatalogue(adminText);
  const { pageId = '' } = useParams();
  const page = usePage(pageId);
  return (
    <>
      <AdminHead title={t.pages.editTitle} />
      <PageHeading>{t.pages.editTitle}</PageHeading>
      <PageForm key={page.id} page={page} />
    </>
  );
}
