import { type Language, MEDIA_LIMITS, MEDIA_MIME_TYPES, VALIDATION_MESSAGES } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import { fieldGuard, requiredText } from './qa-fields';

const isAcceptedType = (type: string) => (MEDIA_MIME_TYPES as readonly string[]).includes(type);

/**
 * The file picked for upload, checked before it is sent with the server's own limits and words: the type the
 * browser reports (the server then reads the file's first bytes) and the size. Pixels and damage only the server
 * can tell.
 */
function imageFile(language: Language) {
  const m = VALIDATION_MESSAGES[language];
  return z.custom<File | null>().check(
    z.superRefine((file, context) => {
      if (!(file instanceof File)) context.issues.push({ code: 'custom', message: m.required, input: file });
      else if (!isAcceptedType(file.type)) context.issues.push({ code: 'custom', message: m.imageType, input: file });
      else if (file.size > MEDIA_LIMITS.maxBytes) context.issues.push({ code: 'custom', message: m.imageTooLarge, input: file });
    }),
  );
}

const altTexts = (language: Language) => ({
  altEn: requiredText(language, MEDIA_LIMITS.altText),
  altEs: requiredText(language, MEDIA_LIMITS.altText),
});

/** The upload form: the image and its alternative text in both languages. */
export function mediaUploadSchema(language: Language) {
  return z.object({ file: imageFile(language), ...altTexts(language) });
}

/** An image's alternative texts; yields PATCH /api/admin/media/{id}'s body. */
export function mediaAltSchema(language: Language) {
  return z.object(altTexts(language));
}

export type MediaUploadValues = z.input<ReturnType<typeof mediaUploadSchema>>;
export type MediaAltValues = z.input<ReturnType<typeof mediaAltSchema>>;

export const MEDIA_UPLOAD_DEFAULTS: MediaUploadValues = { file: null, altEn: '', altEs: '' };
export const isMediaUploadField = fieldGuard(MEDIA_UPLOAD_DEFAULTS);
export const isMediaAltField = fieldGuard<MediaAltValues>({ altEn: '', altEs: '' });
