import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { useToast } from '../../../../components/toast';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { AdminCategory } from '../../api/api-types';
import { useCreateCategory } from '../../api/create-category';
import { useUpdateCategory } from '../../api/update-category';
import { adminText } from '../../content/admin-text';
import {
  CATEGORY_DEFAULTS,
  type CategoryFormValues,
  categoryFormValues,
  type CategoryRequest,
  categorySchema,
  isCategoryField,
} from '../../schemas/category-schema';
import { AdminForm } from '../kit/admin-form';
import { useAdminForm } from '../kit/use-admin-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useSlugSuggestion } from '../use-slug-suggestion';

/** Creates a category, or edits `category`; names and descriptions in both languages. */
export function CategoryForm({ category }: { category?: AdminCategory }) {
  const t = useCatalogue(adminText);
  const c = t.categories;
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { form, failure, onSubmit } = useAdminForm<CategoryFormValues, CategoryRequest>({
    resolver: (language) => zodResolver(categorySchema(language)),
    defaultValues: category ? categoryFormValues(category) : CATEGORY_DEFAULTS,
    isField: isCategoryField,
    save: async (request) => {
      if (category) await update.mutateAsync({ id: category.id, body: request });
      else await create.mutateAsync(request);
      toast({ title: category ? c.saved : c.created, description: request.nameEn });
      await navigate('/admin/categories');
    },
  });
  const { control, setValue, formState } = form;
  const slug = useSlugSuggestion(!category, (value) => setValue('slug', value, { shouldValidate: formState.isSubmitted }));
  const f = c.fields;
  return (
    <AdminForm
      label={category ? c.editTitle : c.newTitle}
      failure={failure}
      onSubmit={onSubmit}
      submitting={formState.isSubmitting}
      cancelTo="/admin/categories"
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextInput
          control={control}
          name="nameEn"
          id="category-nameEn"
          label={f.nameEn}
          required
          lang="en"
          onUserChange={slug.onSourceChange}
        />
        <TextInput control={control} name="nameEs" id="category-nameEs" label={f.nameEs} required lang="es" />
        <TextInput
          control={control}
          name="slug"
          id="category-slug"
          label={f.slug}
          required
          hint={category ? c.slugEditHint : c.slugHint}
          onUserChange={slug.onSlugChange}
        />
        <TextInput
          control={control}
          name="position"
          id="category-position"
          label={f.position}
          required
          inputMode="numeric"
          hint={c.positionHint}
        />
        <TextInput
          control={control}
          name="descriptionEn"
          id="category-descriptionEn"
          label={f.descriptionEn}
          lang="en"
          multiline
          minRows={3}
        />
        <TextInput
          control={control}
          name="descriptionEs"
          id="category-descriptionEs"
          label={f.descriptionEs}
          lang="es"
          multiline
          minRows={3}
        />
      </Box>
    </AdminForm>
  );
}
