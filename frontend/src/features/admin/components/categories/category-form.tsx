import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import type { AdminCategory } from '../../api/api-types';
import { useCreateCategory } from '../../api/create-category';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
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
import { FormActions, FormError, RequiredNote } from '../form-actions';
import { TextInput } from '../../../../components/form/form-fields';
import { refusalText } from '../refusal';
import { useSlugSuggestion } from '../use-slug-suggestion';

/** Creates a category, or edits `category`; names and descriptions in both languages. */
export function CategoryForm({ category }: { category?: AdminCategory }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const c = t.categories;
  const schema = useMemo(() => categorySchema(language), [language]);
  const { control, handleSubmit, setError, setValue, formState } = useForm<CategoryFormValues, unknown, CategoryRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: category ? categoryFormValues(category) : CATEGORY_DEFAULTS,
  });
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string>();
  const slug = useSlugSuggestion(!category, (value) => setValue('slug', value, { shouldValidate: formState.isSubmitted }));

  const onValid = async (request: CategoryRequest) => {
    setFailure(undefined);
    try {
      if (category) await update.mutateAsync({ id: category.id, body: request });
      else await create.mutateAsync(request);
      toast({ title: category ? c.saved : c.created, description: request.nameEn });
      await navigate('/admin/categories');
    } catch (error) {
      if (applyServerFieldErrors(error, language, isCategoryField, setError) === 0)
        setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };

  const f = c.fields;
  return (
    <Box component="form" noValidate aria-label={category ? c.editTitle : c.newTitle} onSubmit={handleSubmit(onValid)}>
      <RequiredNote />
      <FormError message={failure} />
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
      <FormActions submitting={formState.isSubmitting} cancelTo="/admin/categories" />
    </Box>
  );
}
