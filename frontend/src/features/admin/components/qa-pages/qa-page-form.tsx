import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { type Control, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useToast } from '../../../../components/toast';
import { useCatalogue } from '../../../../i18n/i18n-context';
import type { AdminQaPage } from '../../api/api-types';
import { useCreate, useUpdate } from '../../api/collection-actions';
import { useCategories } from '../../api/get-categories';
import { adminText } from '../../content/admin-text';
import {
  isQaPageField,
  QA_PAGE_DEFAULTS,
  type QaPageFormValues,
  qaPageFormValues,
  type QaPageRequest,
  qaPageSchema,
} from '../../schemas/qa-page-schema';
import { AdminForm } from '../kit/admin-form';
import { LanguageSection } from '../kit/language-section';
import { seoFieldHint } from '../kit/seo-field-hint';
import { useAdminForm } from '../kit/use-admin-form';
import { QA_FIELD_LIMITS } from '@costa-sol/common';
import { SelectInput, TextInput } from '../../../../components/form/form-fields';
import { useSlugSuggestion } from '../use-slug-suggestion';
import { MarkdownEditor } from './markdown-editor';
import { PublicationPanel } from './publication-panel';

/** Creates a Q&A page (a draft), or edits `page`; question and Markdown answer in both languages, with previews. */
export function QaPageForm({ page }: { page?: AdminQaPage }) {
  const t = useCatalogue(adminText);
  const p = t.pages;
  const categories = useCategories();
  const create = useCreate('qa-pages');
  const update = useUpdate('qa-pages');
  const navigate = useNavigate();
  const { toast } = useToast();
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<QaPageFormValues, QaPageRequest>({
    resolver: (language) => zodResolver(qaPageSchema(language)),
    defaultValues: page ? qaPageFormValues(page) : QA_PAGE_DEFAULTS,
    isField: isQaPageField,
    save: async (request) => {
      if (page) {
        form.reset(qaPageFormValues(await update.mutateAsync({ id: page.id, body: request })));
        toast({ title: p.saved, description: request.questionEn });
      } else {
        const created = await create.mutateAsync({ ...request, isPublished: false });
        toast({ title: p.created, description: request.questionEn });
        await navigate(`/admin/pages/${created.id}/edit`);
      }
    },
  });
  const { control, setValue, formState } = form;
  const setText = (field: 'slug' | 'answerEn' | 'answerEs') => (text: string) =>
    setValue(field, text, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const slug = useSlugSuggestion(!page, setText('slug'));

  const f = p.fields;
  const categorySlug = categories.find((category) => category.id === page?.categoryId)?.slug;
  return (
    <>
      {page && <PublicationPanel page={page} categorySlug={categorySlug} dirty={formState.isDirty} />}
      <AdminForm
        action="content.edit"
        label={page ? p.editTitle : p.newTitle}
        failure={failure}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        cancelTo="/admin/pages"
        restoredDraft={restoredDraft}
      >
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
            <LanguageSection key={lang} id={`page-section-${lang}`} heading={lang === 'en' ? p.inEnglish : p.inSpanish}>
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
              <SearchFields control={control} lang={lang} />
            </LanguageSection>
          );
        })}
      </AdminForm>
    </>
  );
}

/**
 * One language's short form of the question and search overrides, each with its counter, which warns when the text
 * would end inside a phrase (kit/seo-field-hint: the rule the site's title test applies).
 */
function SearchFields({ control, lang }: { control: Control<QaPageFormValues, unknown, QaPageRequest>; lang: 'en' | 'es' }) {
  const t = useCatalogue(adminText);
  const p = t.pages;
  const s = lang === 'en' ? 'En' : 'Es';
  const names = [`shortQuestion${s}`, `seoTitle${s}`, `seoDescription${s}`] as const;
  const values = useWatch({ control, name: names });
  const L = QA_FIELD_LIMITS;
  const hints = [
    { max: L.shortQuestion.max, count: p.shortQuestionHint },
    { max: L.seoTitle.max, count: p.seoTitleHint },
    { max: L.seoDescription.max, count: p.seoDescriptionHint },
  ];
  return names.map((name, index) => (
    <TextInput
      key={name}
      control={control}
      name={name}
      id={`page-${name}`}
      label={p.fields[name]}
      lang={lang}
      multiline={index === 2}
      minRows={index === 2 ? 2 : undefined}
      hint={seoFieldHint({ text: values[index], ...hints[index], warning: t.common.cutInsidePhrase })}
    />
  ));
}
