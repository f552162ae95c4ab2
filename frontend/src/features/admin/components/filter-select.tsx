import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { ChoiceOption } from '../../../components/form/form-fields';

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  /** The "all" choice, whose value is ''. */
  allLabel: string;
  options: readonly ChoiceOption[];
  onChange: (value: string) => void;
}

/**
 * A list filter: a labelled native select that applies as soon as it changes. It shows the choice at once, while
 * the list for it is still loading (the address, and so `value`, follows a moment later).
 */
export function FilterSelect({ id, label, value, allLabel, options, onChange }: FilterSelectProps) {
  const [chosen, setChosen] = useState({ value, from: value });
  // A new value from outside (back button, a link) wins over the last choice.
  const shown = chosen.from === value ? chosen.value : value;
  return (
    <TextField
      id={id}
      select
      label={label}
      value={shown}
      onChange={(event) => {
        setChosen({ value: event.target.value, from: value });
        onChange(event.target.value);
      }}
      size="small"
      sx={{ minWidth: 220 }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** Reads one of `values` from the query string; anything else means "all". */
export function oneOf<const T extends readonly string[]>(values: T, raw: string | null): T[number] | undefined {
  return values.find((value) => value === raw);
}
