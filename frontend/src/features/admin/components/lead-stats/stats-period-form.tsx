import { MAX_STATS_DAYS, type StatsPeriod } from '@costa-sol/common';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { useCatalogue } from '../../../../i18n/i18n-context';
import { adminText } from '../../content/admin-text';
import { type PeriodProblem, periodProblems, presetOf, presetPeriod, STATS_PRESETS } from '../../utils/stats-period';

interface StatsPeriodFormProps {
  /** The period shown now (the server's, so the default one too). */
  period: StatsPeriod;
  /** Today in Madrid, YYYY-MM-DD: the last day of every preset. */
  today: string;
  onChoose: (period: StatsPeriod) => void;
}

/** Two labelled date fields with a "Show" button, and buttons for the last 7, 30 and 90 days. */
export function StatsPeriodForm({ period, today, onChoose }: StatsPeriodFormProps) {
  const t = useCatalogue(adminText);
  const p = t.leadStats.period;
  const [values, setValues] = useState(period);
  const [problems, setProblems] = useState<Partial<Record<keyof StatsPeriod, PeriodProblem>>>({});
  const fields = { from: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null) };
  const pressed = presetOf(period, today);

  const message = (problem: PeriodProblem | undefined) =>
    problem === undefined ? undefined : problem === 'tooLong' ? p.problems.tooLong(MAX_STATS_DAYS) : p.problems[problem];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = periodProblems(values.from, values.to);
    setProblems(found);
    const first = found.from ? 'from' : found.to ? 'to' : undefined;
    if (first) fields[first].current?.focus();
    else onChoose(values);
  };

  const field = (name: keyof StatsPeriod) => (
    <TextField
      id={`stats-${name}`}
      type="date"
      size="small"
      label={p[name]}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={problems[name] !== undefined}
      helperText={message(problems[name])}
      inputRef={fields[name]}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={p.label}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        {field('from')}
        {field('to')}
        <Button type="submit" variant="contained">
          {p.show}
        </Button>
      </Box>
      <Box role="group" aria-label={p.presets} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {STATS_PRESETS.map((days) => (
          <Button
            key={days}
            variant={pressed === days ? 'contained' : 'outlined'}
            aria-pressed={pressed === days}
            onClick={() => onChoose(presetPeriod(days, today))}
          >
            {p.last(days)}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
