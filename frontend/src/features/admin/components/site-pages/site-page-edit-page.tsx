import { ARTICLE_FIELD_LIMITS, articleKeyOfParam, type Language, ownLayoutOf, type OwnComponent, PAGE_REGISTRY } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useParams } from 'react-router';
import { TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useSiteConfig } from '../../../../lib/site-config';
import { type AdminSitePage, useSitePage } from '../../api/get-site-pages';
import { usePublishSitePage, useRestoreSitePageRevision, useSaveSitePageDraft } from '../../api/save-site-page';
import { adminText } from '../../content/admin-text';
import {
  isSitePageField,
  type SitePageFormValues,
  sitePageFormValues,
  type SitePageRequest,
  sitePageSchema,
} from '../../schemas/site-page-schema';
import { refusalText } from '../refusal';
import { AdminForm } from '../kit/admin-form';
import { AdminTable } from '../kit/admin-table';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';
import { seoFieldHint } from '../kit/seo-field-hint';
import { type PreviewFacts, SearchResultPreview, SitePagePreview } from './site-page-preview';

const L = ARTICLE_FIELD_LIMITS;

/** One site page (owner and office): English and Spanish side by side, with a live preview, SEO fields, publish and revisions. */
export function SitePageEditPage() {
  const { key = '' } = useParams();
  const page = useSitePage(key);
  return <SitePageForm key={articleKeyOfParam(key)} param={key} page={page} />;
}

const suffix = (language: Language) => (language === 'en' ? 'En' : 'Es');

/** One language's column: the page text with its preview, the SEO fields with their counters, the search result. */
function LanguageColumn({
  control,
  language,
  url,
  layout,
  titleBrand,
  facts,
}: {
  control: Control<SitePageFormValues, unknown, SitePageRequest>;
  language: Language;
  url: string;
  /** What the page's own component needs (the home page, a tool): the preview flags a missing section or card. */
  layout: OwnComponent;
  titleBrand: string;
  /** The business settings as the site fills the page now, for the previews. */
  facts: PreviewFacts;
}) {
  const t = useCatalogue(adminText);
  const p = t.sitePages;
  const s = suffix(language);
  const [markdown, seoTitle, seoDescription, shareText] = useWatch({
    control,
    name: [`markdown${s}`, `seoTitle${s}`, `seoDescription${s}`, `shareText${s}`],
  });
  return (
    <Box
      component="section"
      aria-labelledby={`site-page-${language}`}
      lang={language}
      sx={{ display: 'grid', gap: 2.5, alignContent: 'start', minWidth: 0 }}
    >
      <Typography id={`site-page-${language}`} variant="h2" sx={{ fontSize: '1.3rem' }}>
        {t.common.languages[language]}
      </Typography>
      <TextInput
        control={control}
        name={`markdown${s}`}
        id={`site-page-markdown${s}`}
        label={p.markdown}
        required
        multiline
        minRows={18}
        monospace
        hint={p.markdownHint}
      />
      <SitePagePreview markdown={markdown} language={language} layout={layout} facts={facts} id={`site-page-preview-${language}`} />
      <TextInput
        control={control}
        name={`seoTitle${s}`}
        id={`site-page-seoTitle${s}`}
        label={p.seoTitle}
        hint={seoFieldHint({ text: seoTitle, max: L.seoTitle.max, count: p.seoTitleHint, warning: t.common.cutInsidePhrase })}
      />
      <TextInput
        control={control}
        name={`seoDescription${s}`}
        id={`site-page-seoDescription${s}`}
        label={p.seoDescription}
        multiline
        minRows={2}
        hint={seoFieldHint({
          text: seoDescription,
          max: L.seoDescription.max,
          count: p.seoDescriptionHint,
          warning: t.common.cutInsidePhrase,
        })}
      />
      <TextInput
        control={control}
        name={`shareText${s}`}
        id={`site-page-shareText${s}`}
        label={p.shareText}
        hint={seoFieldHint({ text: shareText, max: L.shareText.max, count: p.shareTextHint, warning: t.common.cutInsidePhrase })}
      />
      <SearchResultPreview
        markdown={markdown}
        language={language}
        seoTitle={seoTitle}
        seoDescription={seoDescription}
        url={url}
        titleBrand={titleBrand}
        facts={facts}
        id={`site-page-search-${language}`}
      />
    </Box>
  );
}

function SitePageForm({ param, page }: { param: string; page: AdminSitePage }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const p = t.sitePages;
  const { origin } = useSiteConfig();
  const layout = ownLayoutOf(PAGE_REGISTRY, articleKeyOfParam(param));
  const { toast } = useToast();
  const save = useSaveSitePageDraft(param);
  const publish = usePublishSitePage(param);
  const restore = useRestoreSitePageRevision(param);
  const [actionFailure, setActionFailure] = useState<string>();
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<SitePageFormValues, SitePageRequest>({
    resolver: (lang) => zodResolver(sitePageSchema(lang, layout)),
    defaultValues: sitePageFormValues(page),
    isField: isSitePageField,
    save: async (body) => {
      const saved = await save.mutateAsync({ param, body });
      form.reset(sitePageFormValues(saved));
      toast({ title: p.saved, description: p.savedText });
    },
  });
  const title = language === 'en' ? page.published.en.title : page.published.es.title;
  const act = async (work: () => Promise<AdminSitePage>, done: string) => {
    setActionFailure(undefined);
    try {
      const updated = await work();
      form.reset(sitePageFormValues(updated));
      toast({ title: done, description: p.publishedText });
    } catch (error) {
      setActionFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };
  const dirty = form.formState.isDirty;
  return (
    <FormPage title={p.editTitle(title)}>
      <Typography sx={{ mb: 1 }}>
        {(['en', 'es'] as const).map((lang) => (
          <Link key={lang} href={page.paths[lang]} target="_blank" rel="noopener" sx={{ mr: 3 }}>
            {p.viewPage(t.common.languages[lang])}
          </Link>
        ))}
      </Typography>
      {page.publishedBy && <Typography sx={{ mb: 2 }}>{p.lastPublished(t.common.dateTime(page.publishedAt), page.publishedBy)}</Typography>}
      <AdminForm
        action="sitePages.edit"
        label={p.formLabel}
        failure={failure}
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        cancelTo="/admin/site-pages"
        restoredDraft={restoredDraft}
        submitLabel={p.saveDraft}
      >
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {(['en', 'es'] as const).map((lang) => (
            <LanguageColumn
              key={lang}
              control={form.control}
              language={lang}
              url={`${origin}${page.paths[lang]}`}
              layout={layout}
              titleBrand={page.titleBrand}
              facts={{ referenceTexts: page.referenceTexts[lang], hiddenFigures: page.hiddenFigures }}
            />
          ))}
        </Box>
      </AdminForm>
      <Box component="section" aria-labelledby="site-page-publish" sx={{ mt: 4 }}>
        <Typography id="site-page-publish" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {p.publish}
        </Typography>
        {actionFailure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {actionFailure}
          </Alert>
        )}
        <Typography sx={{ mb: 1 }}>{dirty ? p.publishFirstSave : page.unpublishedChanges ? p.savedText : p.nothingToPublish}</Typography>
        <Button
          variant="contained"
          disabled={dirty || !page.unpublishedChanges || publish.isPending}
          aria-busy={publish.isPending || undefined}
          onClick={() => void act(() => publish.mutateAsync(param), p.published)}
        >
          {publish.isPending ? p.publishing : p.publish}
        </Button>
      </Box>
      <Box component="section" aria-labelledby="site-page-revisions" sx={{ mt: 4 }}>
        <Typography id="site-page-revisions" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {p.revisions}
        </Typography>
        <AdminTable
          label={p.revisionsLabel}
          items={page.revisions}
          empty="—"
          columns={[
            { header: p.revisionColumns.when, cell: (revision) => t.common.dateTime(revision.createdAt), rowHeader: true },
            { header: p.revisionColumns.who, cell: (revision) => revision.createdBy ?? p.system },
            {
              header: p.revisionColumns.actions,
              cell: (revision, index) =>
                index === 0 ? (
                  p.current
                ) : (
                  <Button
                    size="small"
                    disabled={restore.isPending}
                    aria-label={p.restoreLabel(t.common.dateTime(revision.createdAt))}
                    onClick={() => void act(() => restore.mutateAsync({ param, revisionId: revision.id }), p.restored)}
                  >
                    {p.restore}
                  </Button>
                ),
            },
          ]}
        />
      </Box>
    </FormPage>
  );
}
