import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import type { AdminMedia } from '../../api/api-types';
import { useDeleteMedia } from '../../api/delete-media';
import { useMediaLibrary } from '../../api/get-media-library';
import { adminText } from '../../content/admin-text';
import { ConfirmDialog } from '../confirm-dialog';
import { refusalText } from '../refusal';
import { AdminHead } from '../shell/admin-head';
import { PageHeading } from '../shell/page-heading';
import { MediaCard } from './media-card';
import { MediaUploadForm } from './media-upload-form';

/** The media library: upload an image, edit alternative texts, delete an image nothing uses. */
export function MediaLibraryPage() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const m = t.media;
  const library = useMediaLibrary();
  const remove = useDeleteMedia();
  const { toast } = useToast();
  const [toDelete, setToDelete] = useState<AdminMedia>();
  const [refusal, setRefusal] = useState<string>();
  const altOf = (media: AdminMedia) => (language === 'es' ? media.altEs : media.altEn);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setRefusal(undefined);
    try {
      await remove.mutateAsync(toDelete.id);
      toast({ title: m.deleted, description: altOf(toDelete) });
    } catch (error) {
      setRefusal(refusalText(error, language, t, t.common.saveFailed));
    }
    setToDelete(undefined);
  };

  return (
    <>
      <AdminHead title={m.title} />
      <PageHeading>{m.title}</PageHeading>
      <Typography sx={{ mb: 3 }}>{m.intro}</Typography>
      <MediaUploadForm />
      <Box component="section" aria-labelledby="media-list-heading">
        <Typography id="media-list-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
          {m.listHeading}
        </Typography>
        {refusal && (
          <Alert severity="error" role="alert" onClose={() => setRefusal(undefined)} sx={{ mb: 3 }}>
            {refusal}
          </Alert>
        )}
        {library.length === 0 ? (
          <Typography>{m.empty}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
          >
            {library.map((media) => (
              <MediaCard key={media.id} media={media} onDelete={setToDelete} />
            ))}
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={toDelete !== undefined}
        title={m.confirmTitle}
        text={toDelete ? m.confirmText(altOf(toDelete)) : ''}
        confirmLabel={t.common.delete}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(undefined)}
      />
    </>
  );
}
