import { MEDIA_MIME_TYPES } from '@costa-sol/common';
import type { Ref } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { MediaUploadValues } from '../../schemas/media-schema';

interface ImageFileInputProps {
  control: Control<MediaUploadValues>;
  id: string;
  label: string;
  hint: string;
  /** The native input, so the form can empty it after an upload. */
  inputRef: Ref<HTMLInputElement>;
}

/**
 * A labelled file input (the browser's own: keyboard and screen-reader friendly) offering PNG, JPEG and WebP;
 * its error (or hint) is its helper text, linked with aria-describedby, styled like the other fields.
 */
export function ImageFileInput({ control, id, label, hint, inputRef }: ImageFileInputProps) {
  const helperId = `${id}-helper-text`;
  return (
    <Controller
      control={control}
      name="file"
      render={({ field, fieldState }) => (
        <div className={fieldState.invalid ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={id}>
            {label}
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <input
            id={id}
            ref={(element) => {
              field.ref(element);
              if (typeof inputRef === 'function') inputRef(element);
              else if (inputRef) inputRef.current = element;
            }}
            className="field__control"
            type="file"
            name={field.name}
            accept={MEDIA_MIME_TYPES.join(',')}
            required
            aria-invalid={fieldState.invalid || undefined}
            aria-describedby={helperId}
            onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
            onBlur={field.onBlur}
          />
          <p className="field__helper" id={helperId}>
            {fieldState.error?.message ?? hint}
          </p>
        </div>
      )}
    />
  );
}
