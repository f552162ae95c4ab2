import { useParams } from 'react-router';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { useCategory } from '../../api/get-category';
import { adminText } from '../../content/admin-text';
import { FormPage } from '../kit/form-page';
import { CategoryForm } from './category-form';

export function CategoryEditPage() {
  const t = useCatalogue(adminText);
  const { categoryId = '' } = useParams();
  const category = useCategory(categoryId);
  return (
    <FormPage title={`${t.categories.editTitle}: ${category.nameEn}`}>
      <CategoryForm key={category.id} category={category} />
    </FormPage>
  );
}
