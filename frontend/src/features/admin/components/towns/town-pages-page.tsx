import { townPath } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { useParams } from 'react-router';
import { useToast } from '../../../../components/toast';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { type AdminTownPages, useAdminTownPages, useSaveTownPages } from '../../api/admin-town-pages';
import { useAdminTowns } from '../../api/admin-towns';
import { adminText } from '../../content/admin-text';
import {
  emptyTownPage,
  isTownPagesField,
  type TownPagesFormValues,
  townPagesFormValues,
  type TownPagesRequest,
  townPagesSchema,
} from '../../schemas/town-pages-schema';
import { AdminNotFound } from '../admin-not-found';
import { AdminForm } from '../kit/admin-form';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';
import { TownPageFields } from './town-page-fields';

/** /admin/towns/{slug}/pages: a town's service sub-pages, in their order, English and Spanish side by side. */
export function TownPagesPage() {
  const { slug = '' } = useParams();
  const known = useAdminTowns().some((town) => town.id === slug);
  return known ? <TownPagesLoaded key={slug} slug={slug} /> : <AdminNotFound />;
}

function TownPagesLoaded({ slug }: { slug: string }) {
  return <TownPagesForm town={useAdminTownPages(slug)} />;
}

function TownPagesForm({ town }: { town: AdminTownPages }) {
  const w = useCatalogue(adminText).towns.servicePages;
  const { toast } = useToast();
  const save = useSaveTownPages(town.id);
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<TownPagesFormValues, TownPagesRequest>({
    resolver: (language) => zodResolver(townPagesSchema(language)),
    defaultValues: townPagesFormValues(town.pages),
    isField: isTownPagesField,
    save: async (body) => {
      const saved = await save.mutateAsync(body);
      form.reset(townPagesFormValues(saved.pages));
      toast({ title: w.saved, description: w.savedText(saved.name) });
    },
  });
  const pages = useFieldArray({ control: form.control, name: 'pages', keyName: 'fieldId' });
  const titles = form.watch('pages').map((page) => page.title.en);
  const saved = new Set(town.pages.map((page) => page.key));
  return (
    <FormPage title={w.title(town.name)}>
      <Alert severity="info" sx={{ mb: 3 }}>
        {w.intro(townPath(town.slugs.en, 'en'), townPath(town.slugs.es, 'es'))}
      </Alert>
      <AdminForm
        action="towns.edit"
        label={w.formLabel}
        failure={failure}
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        cancelTo={`/admin/towns/${town.id}`}
        restoredDraft={restoredDraft}
      >
        {pages.fields.length === 0 && <Typography sx={{ mb: 2 }}>{w.none}</Typography>}
        {pages.fields.map((field, index) => (
          <TownPageFields
            key={field.fieldId}
            control={form.control}
            index={index}
            count={pages.fields.length}
            title={titles[index] ?? ''}
            existing={saved.has(field.key)}
            onMove={(to) => pages.move(index, to)}
            onRemove={() => pages.remove(index)}
          />
        ))}
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => pages.append(emptyTownPage())} sx={{ mb: 3 }}>
          {w.add}
        </Button>
      </AdminForm>
    </FormPage>
  );
}
