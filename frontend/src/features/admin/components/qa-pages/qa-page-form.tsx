import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import type { AdminPage } from '../../api/api-types';
import { useCreatePage } from '../../api/create-page';
import { useCategories } from '../../api/get-categories';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import { useUpdatePage } from '../../api/update-page';
import { adminText } from '../../content/admin-text';
import { isPageField, PAGE_DEFAULTS, type PageFormValues, pageFormValues, type PageRequest, pageSchema } from '../../schemas/page-schema';
import { FormActions, FormError, RequiredNote } from '../form-actions';
import { SelectInput, TextInput } from '../../../../components/form/form-fields';
import { refusalText } from '../refusal';
import { useSlugSuggestion } from '../use-slug-suggestion';
import { MarkdownEditor } from './markdown-editor';
import { PublicationPanel } from './publication-panel';

/** Creates a Q&A page (a draft), or edits `page`; question and Markdown answer in both languages, with previews. */
export function QaPageForm({ page }: { page?: AdminPage }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const p = t.pages;
  const categories = useCategories();
  const schema = useMemo(() => pageSchema(language), [language]);
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<PageFormValues, unknown, PageRequest>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: page ? pageFormValues(page) : PAGE_DEFAULTS,
  });
  const create = useCreatePage();
  const update = useUpdatePage();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string>();
  const setText = (field: 'slug' | 'answerEn' | 'answerEs') => (text: string) =>
    setValue(field, text, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const slug = useSlugSuggestion(!page, setText('slug'));

  const onValid = async (request: PageRequest) => {
    setFailure(undefined);
    try {
      if (page) {
        reset(pageFormValues(await update.mutateAsync({ id: page.id, body: request })));
        toast({ title: p.saved, description: request.questionEn });
      } else {
        const created = await create.mutateAsync({ ...request, isPublished: false });
        toast({ title: p.created, description: request.questionEn });
        await navigate(`/admin/pages/${created.id}/edit`);
      }
    } catch (error) {
      if (applyServerFieldErrors(error, language, isPageField, setError) === 0)
        setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };

  const f = p.fields;
  const categorySlug = categories.find((category) => category.id === page?.categoryId)?.slug;
  return (
    <>
      {page && <PublicationPanel page={page} categorySlug={categorySlug} dirty={formState.isDirty} />}
      <Box component="form" noValidate aria-label={page ? p.editTitle : p.newTitle} onSubmit={handleSubmit(onValid)}>
        <RequiredNote />
        <FormError message={failure} />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 4 }}>
          <SelectInput
            control={control}
            name="categoryId"
            id="page-categoryId"
            label={f.categoryId}
            required
            emptyLabel={p.chooseCategory}
            options={categories.map((category) => ({ value: category.id, label: `${category.nameEn} / ${category.nameEs}` }))}
          />
          <TextInput
            control={control}
            name="slug"
            id="page-slug"
            label={f.slug}
            required
            hint={page ? t.categories.slugEditHint : p.slugHint}
            onUserChange={slug.onSlugChange}
          />
        </Box>
        {(['en', 'es'] as const).map((lang) => {
          const question = lang === 'en' ? 'questionEn' : 'questionEs';
          const answer = lang === 'en' ? 'answerEn' : 'answerEs';
          return (
            <Box component="section" key={lang} aria-labelledby={`page-section-${lang}`} sx={{ mb: 4 }}>
              <Typography id={`page-section-${lang}`} variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
                {lang === 'en' ? p.inEnglish : p.inSpanish}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2.5 }}>
                <TextInput
                  control={control}
                  name={question}
                  id={`page-${question}`}
                  label={f[question]}
                  required
                  lang={lang}
                  onUserChange={lang === 'en' ? slug.onSourceChange : undefined}
                />
                <MarkdownEditor
                  control={control}
                  name={answer}
                  id={`page-${answer}`}
                  label={f[answer]}
                  lang={lang}
                  onFormat={setText(answer)}
                />
              </Box>
            </Box>
          );
        })}
        <FormActions submitting={formState.isSubmitting} cancelTo="/admin/pages" />
      </Box>
    </>
  );
}
