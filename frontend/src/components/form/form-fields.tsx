import type { HTMLAttributes, ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/*
 * The form kit of the public islands: native elements styled by components/form/form.css (loaded with every page,
 * so server HTML is styled before any script runs). No MUI: the forms' islands stay small.
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
export const helperId = (id: string) => `${id}-helper-text`;

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
export function FieldFrame({ id, label, required, invalid, helper, unit, children }: FrameProps) {
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

interface TextInputProps<T extends FieldValues, O> extends FieldProps<T, O, string> {
  type?: 'text' | 'email' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  minRows?: number;
  unit?: string;
  step?: string;
}

/** A labelled text field; its error (or hint) is its helper text, linked with aria-describedby. */
export function TextInput<T extends FieldValues, O>(props: TextInputProps<T, O>) {
  const { control, name, id, label, required, hint, type = 'text', autoComplete, inputMode, multiline, minRows, unit, step } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const helper = fieldState.error?.message ?? hint;
        const common = {
          id,
          className: 'field__control',
          name: field.name,
          value: field.value,
          onChange: field.onChange,
          onBlur: field.onBlur,
          required,
          'aria-invalid': fieldState.invalid || undefined,
          'aria-describedby': helper ? helperId(id) : undefined,
        };
        return (
          <FieldFrame id={id} label={label} required={required} invalid={fieldState.invalid} helper={helper} unit={unit}>
            {multiline ? (
              <textarea {...common} ref={field.ref} rows={minRows} />
            ) : (
              <input
                {...common}
                ref={field.ref}
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
  /** Text of the empty choice ('' = nothing chosen). */
  emptyLabel: string;
  options: readonly ChoiceOption[];
}

/** A native select (reliable with keyboards, screen readers and phones) with a visible label and an empty choice. */
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
              <option value="">{emptyLabel}</option>
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
export function CheckboxInput<T extends FieldValues, O>({ control, name, id, label }: FieldProps<T, O, boolean>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={fieldState.invalid ? 'field field--invalid' : 'field'}>
          <label className="check" htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              name={field.name}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={fieldState.error ? helperId(id) : undefined}
            />
            <span>{label}</span>
          </label>
          {fieldState.error && (
            <p className="field__helper" id={helperId(id)}>
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
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
