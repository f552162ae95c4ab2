import Box from '@mui/material/Box';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ResponsiveImage } from '../../../../components/responsive-image';
import { useCatalogue, useLanguage } from '../../../../i18n/i18n-context';
import { useMediaLibrary } from '../../api/get-media-library';
import { adminText } from '../../content/admin-text';

interface PhotoPickerProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  /** A string field: an image's id, or '' for no photo. */
  name: FieldPathByValue<T, string>;
  /** The prefix of the radios' ids (`testimonial-photo` gives `testimonial-photo-none`, `testimonial-photo-<id>`). */
  id: string;
  label: string;
}

const OPTION_SX = {
  display: 'grid',
  gridTemplateColumns: 'auto 96px 1fr',
  alignItems: 'center',
  gap: 1.5,
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'primary.main', outline: '2px solid', outlineColor: 'primary.main' },
} as const;

/**
 * Chooses one image of the media library, or none: native radio buttons in a labelled group (arrow keys move
 * between them), each image with its thumbnail and its alternative text in the admin's language as its name.
 */
export function PhotoPicker<T extends FieldValues, O>({ control, name, id, label }: PhotoPickerProps<T, O>) {
  const language = useLanguage();
  const t = useCatalogue(adminText);
  const library = useMediaLibrary();
  const helperId = `${id}-helper-text`;
  const legendId = `${id}-legend`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box
          component="fieldset"
          role="radiogroup"
          aria-labelledby={legendId}
          aria-describedby={helperId}
          aria-invalid={fieldState.invalid || undefined}
          className={fieldState.invalid ? 'field field--invalid' : 'field'}
          sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
        >
          <legend id={legendId} className="field__label">
            {label}
          </legend>
          <Box sx={{ display: 'grid', gap: 1, maxHeight: 340, overflowY: 'auto', p: 0.5 }}>
            <Box component="label" htmlFor={`${id}-none`} sx={OPTION_SX}>
              <input
                id={`${id}-none`}
                type="radio"
                name={field.name}
                value=""
                checked={!field.value}
                onChange={() => field.onChange('')}
                onBlur={field.onBlur}
                ref={field.value ? undefined : field.ref}
              />
              <Box aria-hidden="true" sx={{ width: 96, height: 60, bgcolor: 'grey.100', borderRadius: 1 }} />
              <span>{t.photos.noPhoto}</span>
            </Box>
            {library.map((media) => {
              const alt = language === 'es' ? media.altEs : media.altEn;
              const checked = field.value === media.id;
              return (
                <Box component="label" key={media.id} htmlFor={`${id}-${media.id}`} sx={OPTION_SX}>
                  <input
                    id={`${id}-${media.id}`}
                    type="radio"
                    name={field.name}
                    value={media.id}
                    checked={checked}
                    onChange={() => field.onChange(media.id)}
                    onBlur={field.onBlur}
                    ref={checked ? field.ref : undefined}
                  />
                  <ResponsiveImage id={media.id} width={media.width} height={media.height} alt="" sizes="96px" />
                  <span style={{ overflowWrap: 'anywhere' }}>{alt}</span>
                </Box>
              );
            })}
          </Box>
          <p className="field__helper" id={helperId}>
            {fieldState.error?.message ?? (library.length === 0 ? t.photos.emptyLibrary : t.photos.pickerHint)}
          </p>
        </Box>
      )}
    />
  );
}
