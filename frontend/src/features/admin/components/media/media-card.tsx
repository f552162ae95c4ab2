import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '../../../../components/form/form-fields';
import { ResponsiveImage } from '../../../../components/responsive-image';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import type { AdminMedia } from '../../api/api-types';
import { useUpdateMediaAlt } from '../../api/update-media-alt';
import { adminText } from '../../content/admin-text';
import { isMediaAltField, type MediaAltValues, mediaAltSchema } from '../../schemas/media-schema';
import { FormError } from '../form-actions';
import { refusalText } from '../refusal';

/** One image: its thumbnail, size and use, its alternative texts (edited in place) and Delete (only when unused). */
export function MediaCard({ media, onDelete }: { media: AdminMedia; onDelete: (media: AdminMedia) => void }) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const m = t.media;
  const schema = useMemo(() => mediaAltSchema(language), [language]);
  const { control, handleSubmit, setError, reset, formState } = useForm<MediaAltValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { altEn: media.altEn, altEs: media.altEs },
  });
  const update = useUpdateMediaAlt();
  const { toast } = useToast();
  const [failure, setFailure] = useState<string>();
  const alt = language === 'es' ? media.altEs : media.altEn;
  const headingId = `media-${media.id}-title`;
  const usageId = `media-${media.id}-usage`;

  const onValid = async (body: MediaAltValues) => {
    setFailure(undefined);
    try {
      const saved = await update.mutateAsync({ id: media.id, body });
      reset({ altEn: saved.altEn, altEs: saved.altEs });
      toast({ title: m.altSaved, description: language === 'es' ? saved.altEs : saved.altEn });
    } catch (error) {
      if (applyServerFieldErrors(error, language, isMediaAltField, setError) === 0)
        setFailure(refusalText(error, language, t, t.common.saveFailed));
    }
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Box sx={{ bgcolor: 'grey.100', display: 'flex', justifyContent: 'center' }}>
        <ResponsiveImage id={media.id} width={media.width} height={media.height} alt={alt} sizes="(min-width: 900px) 400px, 100vw" />
      </Box>
      <Typography id={headingId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {alt}
      </Typography>
      <Typography color="text.secondary">{m.details(media.width, media.height, Math.round(media.byteSize / 1024))}</Typography>
      <Typography id={usageId} color="text.secondary">
        {media.uses > 0 ? m.usedIn(media.uses) : m.unused}
      </Typography>
      <Box component="form" noValidate aria-labelledby={headingId} onSubmit={handleSubmit(onValid)} sx={{ display: 'grid', gap: 1.5 }}>
        <FormError message={failure} />
        <TextInput control={control} name="altEn" id={`media-${media.id}-altEn`} label={m.fields.altEn} required lang="en" />
        <TextInput control={control} name="altEs" id={`media-${media.id}-altEs`} label={m.fields.altEs} required lang="es" />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            type="submit"
            size="small"
            variant="outlined"
            disabled={formState.isSubmitting}
            aria-busy={formState.isSubmitting || undefined}
            aria-label={m.saveAltLabel(alt)}
          >
            {formState.isSubmitting ? t.common.saving : m.saveAlt}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            disabled={media.uses > 0}
            aria-label={m.deleteLabel(alt)}
            aria-describedby={usageId}
            onClick={() => onDelete(media)}
          >
            {t.common.delete}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
