import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { AdminCategory } from '../../api/api-types';
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
import { useCollectionForm } from '../kit/use-collection-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useSlugSuggestion } from '../use-slug-suggestion';

/** Creates a category, or edits `category`; names and descriptions in both languages. */
export function CategoryForm({ category }: { category?: AdminCategory }) {
  const t = useCatalogue(adminText);
  const c = t.categories;
  const { form, frame } = useCollectionForm<'qa-categories', CategoryFormValues, CategoryRequest>({
    collection: 'qa-categories',
    editing: category,
    newBody: (request) => request,
    texts: c,
    describe: (request) => request.nameEn,
    listPath: '/admin/categories',
    resolver: (language) => zodResolver(categorySchema(language)),
    defaultValues: category ? categoryFormValues(category) : CATEGORY_DEFAULTS,
    isField: isCategoryField,
  });
  const { control, setValue, formState } = form;
  const slug = useSlugSuggestion(!category, (value) => setValue('slug', value, { shouldValidate: formState.isSubmitted }));
  const f = c.fields;
  return (
    <AdminForm action="content.edit" {...frame}>
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
