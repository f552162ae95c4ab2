import TextField from '@mui/material/TextField';
import type { HTMLAttributes, Ref } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface FieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, string>;
  /** The input's id (browser tests look for it), e.g. `category-slug`. */
  id: string;
  label: string;
  required?: boolean;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** Language of the text typed, when it is not the admin's own (WCAG 3.1.2). */
  lang?: string;
}

interface TextInputProps<T extends FieldValues, O> extends FieldProps<T, O> {
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  minRows?: number;
  monospace?: boolean;
  /** Called with the new value when the person types (not when the form sets it). */
  onUserChange?: (value: string) => void;
  /** The native input or textarea, besides the form's own ref (the Markdown toolbar edits its selection). */
  nativeRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
}

/** The public forms' field pattern: a labelled MUI field whose error (or hint) is its described-by helper text. */
export function TextInput<T extends FieldValues, O>(props: TextInputProps<T, O>) {
  const {
    control,
    name,
    id,
    label,
    required,
    hint,
    lang,
    type = 'text',
    autoComplete,
    inputMode,
    multiline,
    minRows,
    monospace,
    onUserChange,
    nativeRef,
  } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          label={label}
          required={required}
          fullWidth
          type={type}
          autoComplete={autoComplete}
          multiline={multiline}
          minRows={minRows}
          name={field.name}
          value={field.value}
          onChange={(event) => {
            field.onChange(event);
            onUserChange?.(event.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={(element: HTMLInputElement | HTMLTextAreaElement | null) => {
            field.ref(element);
            if (typeof nativeRef === 'function') nativeRef(element);
            else if (nativeRef) nativeRef.current = element;
          }}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{
            htmlInput: {
              inputMode,
              lang,
              style: monospace ? { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9rem' } : undefined,
            },
          }}
        />
      )}
    />
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}

interface SelectInputProps<T extends FieldValues, O> extends FieldProps<T, O> {
  /** Text of the empty choice ('' = nothing chosen); none when a choice is always made. */
  emptyLabel?: string;
  options: readonly ChoiceOption[];
}

/** A native select (reliable with keyboards, screen readers and phones) with a visible label. */
export function SelectInput<T extends FieldValues, O>({
  control,
  name,
  id,
  label,
  required,
  hint,
  emptyLabel,
  options,
}: SelectInputProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          select
          label={label}
          required={required}
          fullWidth
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
