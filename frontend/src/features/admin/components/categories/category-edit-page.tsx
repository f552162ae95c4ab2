import { useParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useCategory } from '../../api/get-category';
import { adminText } from '../../content/admin-text';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { CategoryForm } from './category-form';

export function CategoryEditPage() {
  const t = useCatalogue(adminText);
  const { categoryId = '' } = useParams();
  const category = useCategory(categoryId);
  return (
    <>
      <AdminHead title={`${t.categories.editTitle}: ${category.nameEn}`} />
      <PageHeading>
        {t.categories.editTitle}: {category.nameEn}
      </PageHeading>
      <CategoryForm key={category.id} category={category} />
    </>
  );
}
