import { SERVICE_ROUTE_KEYS } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CheckboxInput, TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { pageNames } from '../../../../i18n/page-names';
import { usePriceGuides } from '../../api/get-price-guides';
import { useRemovePriceGuide, useSavePriceGuide } from '../../api/save-price-guide';
import { adminText } from '../../content/admin-text';
import {
  isPriceGuideField,
  type PriceGuideFormValues,
  priceGuideFormValues,
  type PriceGuideRequest,
  priceGuideSchema,
} from '../../schemas/price-guide-schema';
import { AdminNotFound } from '../admin-not-found';
import { ConfirmDialog } from '../confirm-dialog';
import { refusalText } from '../refusal';
import { AdminForm } from '../kit/admin-form';
import { FormPage } from '../kit/form-page';
import { useAdminForm } from '../kit/use-admin-form';

/** One service page's price guide (owner): the amount, the notes in both languages, shown or hidden; or removed. */
export function PriceGuideEditPage() {
  const { service = '' } = useParams();
  const row = usePriceGuides().find((item) => item.service === service);
  const known = SERVICE_ROUTE_KEYS.find((key) => key === service);
  if (!row || !known) return <AdminNotFound />;
  return <PriceGuideForm key={service} service={known} guide={row.guide} />;
}

function PriceGuideForm({
  service,
  guide,
}: {
  service: (typeof SERVICE_ROUTE_KEYS)[number];
  guide: ReturnType<typeof usePriceGuides>[number]['guide'];
}) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const p = t.pricing;
  const page = useCatalogue(pageNames)[service];
  const { toast } = useToast();
  const navigate = useNavigate();
  const save = useSavePriceGuide();
  const remove = useRemovePriceGuide();
  const [confirming, setConfirming] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<string>();
  const { form, failure, onSubmit, restoredDraft } = useAdminForm<PriceGuideFormValues, PriceGuideRequest>({
    resolver: (lang) => zodResolver(priceGuideSchema(lang)),
    defaultValues: priceGuideFormValues(guide),
    isField: isPriceGuideField,
    save: async (body) => {
      const saved = await save.mutateAsync({ service, body });
      form.reset(priceGuideFormValues(saved));
      toast({ title: p.saved, description: p.savedText(page) });
    },
  });
  const confirmRemove = async () => {
    setRemoveFailure(undefined);
    try {
      await remove.mutateAsync(service);
      setConfirming(false);
      toast({ title: p.removed, description: page });
      void navigate('/admin/price-guides');
    } catch (error) {
      setConfirming(false);
      setRemoveFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };
  const { control, formState } = form;
  return (
    <FormPage title={p.editTitle(page)}>
      {guide?.sample && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {p.sampleNote}
        </Alert>
      )}
      {removeFailure && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {removeFailure}
        </Alert>
      )}
      <AdminForm
        action="priceGuides.edit"
        label={p.formLabel}
        failure={failure}
        onSubmit={onSubmit}
        submitting={formState.isSubmitting}
        cancelTo="/admin/price-guides"
        restoredDraft={restoredDraft}
      >
        <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
          <TextInput
            control={control}
            name="fromEur"
            id="price-fromEur"
            label={p.fromEur}
            required
            inputMode="numeric"
            unit="€"
            hint={p.fromHint}
          />
          <TextInput control={control} name="noteEn" id="price-noteEn" label={p.noteEn} required lang="en" hint={p.noteHint} />
          <TextInput control={control} name="noteEs" id="price-noteEs" label={p.noteEs} required lang="es" />
          <CheckboxInput control={control} name="shown" id="price-shown" label={p.shown} hint={p.shownHint} />
        </Box>
      </AdminForm>
      {guide && (
        <Button color="error" variant="outlined" sx={{ mt: 3 }} onClick={() => setConfirming(true)}>
          {p.remove}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={p.removeTitle}
        text={p.removeText}
        confirmLabel={p.remove}
        busy={remove.isPending}
        busyLabel={p.removing}
        onConfirm={() => void confirmRemove()}
        onClose={() => setConfirming(false)}
      />
    </FormPage>
  );
}
