import { townPath } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link, useNavigate, useParams } from 'react-router';
import { useToast } from '../../../../components/toast';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { type AdminTown, useAdminTowns, useSaveTown } from '../../api/admin-towns';
import { adminText } from '../../content/admin-text';
import { isTownField, type TownFormValues, townFormValues, type TownRequest, townSchema } from '../../schemas/town-schema';
import { AdminNotFound } from '../admin-not-found';
import { AdminForm } from '../kit/admin-form';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';
import { TownFields } from './town-fields';

/** /admin/towns/new, or /admin/towns/{slug}: one town's fields, English and Spanish side by side. */
export function TownEditPage() {
  const { slug = '' } = useParams();
  const towns = useAdminTowns();
  if (slug === 'new') return <TownForm key="new" />;
  const town = towns.find((item) => item.id === slug);
  return town ? <TownForm key={slug} town={town} /> : <AdminNotFound />;
}

function TownForm({ town }: { town?: AdminTown }) {
  const t = useCatalogue(adminText);
  const w = t.towns;
  const { toast } = useToast();
  const navigate = useNavigate();
  const save = useSaveTown();
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<TownFormValues, TownRequest>({
    resolver: (language) => zodResolver(townSchema(language)),
    defaultValues: townFormValues(town?.town),
    isField: isTownField,
    save: async (body) => {
      const saved = await save.mutateAsync({ slug: town?.id, body });
      form.reset(townFormValues(saved.town));
      toast({ title: w.saved, description: w.savedText(saved.town.name) });
      // A new town, or one given another English slug, lives at its new address.
      if (saved.id !== town?.id) void navigate(`/admin/towns/${saved.id}`);
    },
  });
  return (
    <FormPage title={town ? w.editTitle(town.town.name) : w.newTitle}>
      {town && (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            <Button component={Link} to={`/admin/towns/${town.id}/pages`} size="small" color="inherit">
              {w.servicePages.open(town.pageCount)}
            </Button>
          }
        >
          {w.paths(townPath(town.slugs.en, 'en'), townPath(town.slugs.es, 'es'))}
        </Alert>
      )}
      <AdminForm
        action="towns.edit"
        label={w.formLabel}
        failure={failure}
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        cancelTo="/admin/towns"
        restoredDraft={restoredDraft}
      >
        <TownFields control={form.control} hasDetail={form.watch('hasDetail')} existing={Boolean(town)} />
      </AdminForm>
    </FormPage>
  );
}
