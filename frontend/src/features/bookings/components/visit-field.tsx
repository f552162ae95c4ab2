import type { HTMLAttributes } from 'react';

interface Props {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  multiline?: boolean;
  maxLength?: number;
}

/** A labelled text field of the booking form (the form kit's look, components/form/form.css), uncontrolled. */
export function VisitField({
  name,
  label,
  defaultValue,
  error,
  required,
  type = 'text',
  autoComplete,
  inputMode,
  multiline,
  maxLength,
}: Props) {
  const id = `visit-${name}`;
  const helperId = `${id}-helper-text`;
  const common = {
    id,
    name,
    className: 'field__control',
    defaultValue,
    required,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? helperId : undefined,
  };
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type={type} autoComplete={autoComplete} inputMode={inputMode} />}
      {error && (
        <p className="field__helper" id={helperId}>
          {error}
        </p>
      )}
    </div>
  );
}
