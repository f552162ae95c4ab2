import type { ChangeEvent, HTMLAttributes, ReactNode, Ref } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/*
 * The form kit of the public islands and of the admin: native elements styled by components/form/form.css (loaded
 * with every page, so server HTML is styled before any script runs, and by the admin's entry). No MUI: the forms'
 * islands stay small.
 */

interface FieldProps<T extends FieldValues, O, V> {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, V>;
  /** The input's id (`quote-name`, `hvac-area`…), which the label and browser tests use. */
  id: string;
  label: string;
  required?: boolean;
  /** Shown under the field while it has no error. */
  hint?: string;
}

/** The id of a field's helper text (its error, or its hint), which the input names in aria-describedby. */
const helperId = (id: string) => `${id}-helper-text`;

interface FrameProps {
  id: string;
  label: string;
  required?: boolean;
  invalid: boolean;
  helper?: string;
  /** A unit written after the input (m², kW…). */
  unit?: string;
  children: ReactNode;
}

/** Label above, the control, then the helper text (the error when there is one). */
function FieldFrame({ id, label, required, invalid, helper, unit, children }: FrameProps) {
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {unit ? (
        <div className="field__with-unit">
          {children}
          <span className="field__unit">{unit}</span>
        </div>
      ) : (
        children
      )}
      {helper && (
        <p className="field__helper" id={helperId(id)}>
          {helper}
        </p>
      )}
    </div>
  );
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

interface TextInputProps<T extends FieldValues, O> extends FieldProps<T, O, string> {
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'date';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  /** The textarea's height in lines (it can be resized taller). */
  minRows?: number;
  unit?: string;
  step?: string;
  /** Language of the text typed, when it is not the page's own (WCAG 3.1.2). */
  lang?: string;
  /** Code-like text (Markdown, for instance) in a monospace font. */
  monospace?: boolean;
  /** Called with the new value when the person types (not when the form sets it). */
  onUserChange?: (value: string) => void;
  /** The native input or textarea, besides the form's own ref (a toolbar that edits its selection, for instance). */
  inputRef?: Ref<TextControl>;
}

/** A labelled text field; its error (or hint) is its helper text, linked with aria-describedby. */
export function TextInput<T extends FieldValues, O>(props: TextInputProps<T, O>) {
  const {
    control,
    name,
    id,
    label,
    required,
    hint,
    type = 'text',
    autoComplete,
    inputMode,
    multiline,
    minRows,
    unit,
    step,
    lang,
    monospace,
    onUserChange,
    inputRef,
  } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const helper = fieldState.error?.message ?? hint;
        const ref = inputRef
          ? (element: TextControl | null) => {
              field.ref(element);
              if (typeof inputRef === 'function') inputRef(element);
              else inputRef.current = element;
            }
          : field.ref;
        const common = {
          id,
          className: monospace ? 'field__control field__control--monospace' : 'field__control',
          name: field.name,
          value: field.value,
          onChange: onUserChange
            ? (event: ChangeEvent<TextControl>) => {
                field.onChange(event);
                onUserChange(event.target.value);
              }
            : field.onChange,
          onBlur: field.onBlur,
          required,
          lang,
          'aria-invalid': fieldState.invalid || undefined,
          'aria-describedby': helper ? helperId(id) : undefined,
        };
        return (
          <FieldFrame id={id} label={label} required={required} invalid={fieldState.invalid} helper={helper} unit={unit}>
            {multiline ? (
              <textarea {...common} ref={ref} rows={minRows} />
            ) : (
              <input
                {...common}
                ref={ref}
                type={type}
                autoComplete={autoComplete}
                inputMode={inputMode}
                step={step}
                min={type === 'number' ? 0 : undefined}
              />
            )}
          </FieldFrame>
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
  /** Text of the empty choice ('' = nothing chosen); leave it out when a choice is always made (no empty choice). */
  emptyLabel?: string;
  options: readonly ChoiceOption[];
}

/** A native select (reliable with keyboards, screen readers and phones) with a visible label and, if given, an empty choice. */
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
      render={({ field, fieldState }) => {
        const helper = fieldState.error?.message ?? hint;
        return (
          <FieldFrame id={id} label={label} required={required} invalid={fieldState.invalid} helper={helper}>
            <select
              id={id}
              className="field__control"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              required={required}
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={helper ? helperId(id) : undefined}
            >
              {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FieldFrame>
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
/** A checkbox with its label; its error (or hint) is its helper text, linked with aria-describedby. */
export function CheckboxInput<T extends FieldValues, O>({ control, name, id, label, hint }: FieldProps<T, O, boolean>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const helper = fieldState.error?.message ?? hint;
        return (
          <div className={fieldState.invalid ? 'field field--invalid' : 'field'}>
            <label className="check" htmlFor={id}>
              <input
                id={id}
                type="checkbox"
                name={field.name}
                // Posted as 'true' when checked, and absent when not, as a form sent without JavaScript (the API's text).
                value="true"
                checked={field.value === true}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-invalid={fieldState.invalid || undefined}
                aria-describedby={helper ? helperId(id) : undefined}
              />
              <span>{label}</span>
            </label>
            {helper && (
              <p className="field__helper" id={helperId(id)}>
                {helper}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}

export interface DescribedOption extends ChoiceOption {
  hint: string;
}

/** Radio buttons in a fieldset with its legend; each choice has a line that explains it. */
export function RadioGroupInput<T extends FieldValues, O>({
  control,
  name,
  id,
  label,
  options,
}: Omit<FieldProps<T, O, string>, 'required' | 'hint'> & { options: readonly DescribedOption[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset className="choice-group" id={id}>
          <legend className="field__label">{label}</legend>
          {options.map((option) => (
            <label key={option.value} className="check">
              <input
                type="radio"
                name={field.name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
              />
              <span>
                <span className="check__title">{option.label}</span>
                <span className="check__hint">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    />
  );
}
