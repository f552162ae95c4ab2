import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '../../../../components/form/form-fields';
import { useToast } from '../../../../components/toast';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { ApiError } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/server-errors';
import { useUploadMedia } from '../../api/upload-media';
import { adminText } from '../../content/admin-text';
import { isMediaUploadField, MEDIA_UPLOAD_DEFAULTS, type MediaUploadValues, mediaUploadSchema } from '../../schemas/media-schema';
import { FormError, RequiredNote } from '../form-actions';
import { refusalText } from '../refusal';
import { ImageFileInput } from './image-file-input';

/** Picks an image and its alternative texts; the file is checked here first, then by the server (by its content). */
export function MediaUploadForm() {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const m = t.media;
  const schema = useMemo(() => mediaUploadSchema(language), [language]);
  const { control, handleSubmit, setError, reset, formState } = useForm<MediaUploadValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: MEDIA_UPLOAD_DEFAULTS,
  });
  const upload = useUploadMedia();
  const { toast } = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string>();

  const onValid = async ({ file, altEn, altEs }: MediaUploadValues) => {
    if (!file) return;
    setFailure(undefined);
    try {
      await upload.mutateAsync({ file, altEn, altEs });
      toast({ title: m.uploaded, description: language === 'es' ? altEs : altEn });
      reset(MEDIA_UPLOAD_DEFAULTS);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      // 413 comes before the form is read, so it carries the file's message by status.
      if (error instanceof ApiError && error.status === 413) {
        setError('file', { type: 'server', message: VALIDATION_MESSAGES[language].imageTooLarge }, { shouldFocus: true });
      } else if (applyServerFieldErrors(error, language, isMediaUploadField, setError) === 0) {
        setFailure(refusalText(error, language, t, m.uploadFailed));
      }
    }
  };

  return (
    <Box component="section" aria-labelledby="media-upload-heading" sx={{ mb: 4 }}>
      <Typography id="media-upload-heading" component="h2" variant="h5" sx={{ mb: 2 }}>
        {m.uploadHeading}
      </Typography>
      <Box component="form" noValidate aria-labelledby="media-upload-heading" onSubmit={handleSubmit(onValid)}>
        <RequiredNote />
        <FormError message={failure} />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <ImageFileInput control={control} id="media-file" label={m.fields.file} hint={m.fileHint} inputRef={fileInput} />
          </Box>
          <TextInput control={control} name="altEn" id="media-altEn" label={m.fields.altEn} hint={m.altHint} required lang="en" />
          <TextInput control={control} name="altEs" id="media-altEs" label={m.fields.altEs} hint={m.altHint} required lang="es" />
        </Box>
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
          sx={{ mt: 3 }}
        >
          {formState.isSubmitting ? m.uploading : m.upload}
        </Button>
      </Box>
    </Box>
  );
}
