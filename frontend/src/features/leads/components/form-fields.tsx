import { HONEYPOT_FIELD } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useCatalogue } from '../../../i18n/i18n-context';
import { formText } from '../content/form-text';

interface FieldProps<T extends FieldValues, O, V> {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, V>;
  /** `quote-<field>` or `contact-<field>`: the input's id, which browser tests look for. */
  id: string;
  label: string;
  required?: boolean;
  /** Shown under the field while it has no error. */
  hint?: string;
}

interface TextInputProps<T extends FieldValues, O> extends FieldProps<T, O, string> {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  minRows?: number;
}

/** The id of a field's helper text (its error, or its hint), which the input names in aria-describedby. */
const helperId = (id: string) => `${id}-helper-text`;

interface OutlinedFieldProps {
  id: string;
  label: string;
  required?: boolean;
  invalid: boolean;
  helper?: string;
  /** Keeps the label above the field (a select always shows its first choice). */
  shrink?: boolean;
  children: ReactNode;
}

/**
 * The frame of a field: label, outlined input, helper text. Built from MUI's parts rather than TextField, which
 * would bring Select, Menu, Popover and Modal into the page for native selects that need none of them.
 */
function OutlinedField({ id, label, required, invalid, helper, shrink, children }: OutlinedFieldProps) {
  return (
    <FormControl fullWidth required={required} error={invalid}>
      <InputLabel htmlFor={id} shrink={shrink}>
        {label}
      </InputLabel>
      {children}
      {helper && <FormHelperText id={helperId(id)}>{helper}</FormHelperText>}
    </FormControl>
  );
}

/** A labelled text field; its error (or hint) is its helper text, linked with aria-describedby. */
export function TextInput<T extends FieldValues, O>({ control, name, id, label, required, hint, type = 'text', autoComplete, inputMode, multiline, minRows }: TextInputProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const helper = fieldState.error?.message ?? hint;
        return (
          <OutlinedField id={id} label={label} required={required} invalid={fieldState.invalid} helper={helper}>
            <OutlinedInput
              id={id}
              label={required ? `${label} *` : label}
              type={type}
              autoComplete={autoComplete}
              multiline={multiline}
              minRows={minRows}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              slotProps={{ input: { inputMode, 'aria-describedby': helper ? helperId(id) : undefined } }}
            />
          </OutlinedField>
        );
      }}
    />
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}

interface SelectInputProps<T extends FieldValues, O> extends FieldProps<T, O, string> {
  /** Text of the empty choice ('' = nothing chosen). */
  emptyLabel: string;
  options: readonly ChoiceOption[];
}

/** A native select (reliable with keyboards, screen readers and phones) with a visible label and an empty choice. */
export function SelectInput<T extends FieldValues, O>({ control, name, id, label, required, hint, emptyLabel, options }: SelectInputProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const helper = fieldState.error?.message ?? hint;
        return (
          <OutlinedField id={id} label={label} required={required} invalid={fieldState.invalid} helper={helper} shrink>
            <NativeSelect
              input={<OutlinedInput notched label={required ? `${label} *` : label} />}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              inputProps={{ id, 'aria-describedby': helper ? helperId(id) : undefined }}
            >
              <option value="">{emptyLabel}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </OutlinedField>
        );
      }}
    />
  );
}

/** The choices of an enumeration, labelled from a shared label catalogue in the page's language. */
export function choicesOf<V extends string>(values: readonly V[], labels: Record<V, string>): ChoiceOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A checkbox whose label is clickable; an error (from the server) shows under it. */
export function CheckboxInput<T extends FieldValues, O>({ control, name, id, label }: FieldProps<T, O, boolean>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const errorId = helperId(id);
        return (
          <Box>
            <FormControlLabel
              label={label}
              control={
                <Checkbox
                  id={id}
                  name={field.name}
                  checked={field.value === true}
                  onChange={(_event, checked) => field.onChange(checked)}
                  onBlur={field.onBlur}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      'aria-invalid': fieldState.invalid || undefined,
                      'aria-describedby': fieldState.error ? errorId : undefined,
                    },
                  }}
                />
              }
            />
            {fieldState.error && (
              <FormHelperText id={errorId} error>
                {fieldState.error.message}
              </FormHelperText>
            )}
          </Box>
        );
      }}
    />
  );
}

/** Off screen but still in the page (the usual visually-hidden pattern). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The spam trap: a field named `website` that people neither see nor reach with the keyboard, so they leave it
 * empty; form-filling bots fill it. Uncontrolled: the form reads it through `inputRef` when it sends.
 */
export function Honeypot({ idPrefix, inputRef }: { idPrefix: 'quote' | 'contact'; inputRef: Ref<HTMLInputElement> }) {
  const t = useCatalogue(formText);
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <Box aria-hidden="true" sx={visuallyHidden}>
      <label htmlFor={id}>{t.honeypotLabel}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" ref={inputRef} />
    </Box>
  );
}
