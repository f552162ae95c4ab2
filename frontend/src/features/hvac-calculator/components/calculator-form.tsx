import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { CALCULATOR_DEFAULTS, type CalculatorFormValues, calculatorSchema } from '../calculator-schema';
import { calculatorText } from '../content/calculator-text';
import { formatNumber, parseDecimal } from '../format-number';
import { AREA_UNITS, type AreaUnit, BTU_PER_EXTRA_OCCUPANT, EXPOSURES, FT2_PER_M2, INSULATIONS, M_PER_FT, type SizingInput } from '../sizing';

/** A value typed in one unit system, rewritten in the other (rounded as people would write it). */
function convert(text: string, to: AreaUnit, kind: 'area' | 'height'): string {
  const value = parseDecimal(text);
  if (value === undefined) return text;
  const factor = kind === 'area' ? FT2_PER_M2 : 1 / M_PER_FT;
  const converted = to === 'ft2' ? value * factor : value / factor;
  const decimals = kind === 'area' ? (to === 'ft2' ? 0 : 1) : to === 'ft2' ? 1 : 2;
  return String(Number(converted.toFixed(decimals)));
}

function NumberField(props: {
  control: Control<CalculatorFormValues, unknown, SizingInput>;
  name: 'area' | 'ceilingHeight' | 'occupants';
  label: string;
  unit?: string;
  hint?: string;
  step: string;
}) {
  const id = `hvac-${props.name}`;
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          label={props.label}
          type="number"
          required
          fullWidth
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? props.hint}
          slotProps={{
            htmlInput: { inputMode: 'decimal', step: props.step, min: 0 },
            input: props.unit ? { endAdornment: <InputAdornment position="end">{props.unit}</InputAdornment> } : undefined,
          }}
        />
      )}
    />
  );
}

interface Option {
  value: string;
  label: string;
  hint: string;
}

function ChoiceGroup(props: { control: Control<CalculatorFormValues, unknown, SizingInput>; name: 'exposure' | 'insulation'; legend: string; options: Option[] }) {
  const legendId = `hvac-${props.name}-legend`;
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <FormControl component="fieldset">
          <FormLabel component="legend" id={legendId} sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
            {props.legend}
          </FormLabel>
          <RadioGroup aria-labelledby={legendId} name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)}>
            {props.options.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mb: 0.75, '& .MuiRadio-root': { pt: 0.25 } }}
                label={
                  <span>
                    <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                      {option.label}
                    </Box>
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {option.hint}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

/**
 * The room questions. Nothing is computed until the first "Calculate"; from then on the estimate follows every
 * valid change, and disappears while the form holds an error.
 */
export function CalculatorForm({ onInput }: { onInput: (input: SizingInput | undefined) => void }) {
  const language = useLanguage();
  const t = useCatalogue(calculatorText);
  const schema = useMemo(() => calculatorSchema(language), [language]);
  const { control, handleSubmit, getValues, setValue, watch } = useForm<CalculatorFormValues, unknown, SizingInput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: CALCULATOR_DEFAULTS,
  });
  const [calculated, setCalculated] = useState(false);
  const unit = watch('unit');

  useEffect(() => {
    if (!calculated) return;
    const subscription = watch((values) => {
      const parsed = schema.safeParse(values);
      onInput(parsed.success ? parsed.data : undefined);
    });
    return () => subscription.unsubscribe();
  }, [calculated, watch, schema, onInput]);

  const onValid = (input: SizingInput) => {
    onInput(input);
    setCalculated(true);
  };

  const changeUnit = (next: AreaUnit | null) => {
    if (!next || next === getValues('unit')) return;
    setValue('area', convert(getValues('area'), next, 'area'));
    setValue('ceilingHeight', convert(getValues('ceilingHeight'), next, 'height'));
    setValue('unit', next, { shouldValidate: calculated });
  };

  return (
    <Box component="form" noValidate aria-label={t.formLabel} onSubmit={handleSubmit(onValid)} sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography id="hvac-unit-legend" sx={{ fontWeight: 700, mb: 1 }}>
          {t.units.legend}
        </Typography>
        <ToggleButtonGroup exclusive value={unit} onChange={(_event, next: AreaUnit | null) => changeUnit(next)} aria-labelledby="hvac-unit-legend" color="primary" size="small">
          {AREA_UNITS.map((value) => (
            <ToggleButton key={value} value={value} sx={{ textTransform: 'none', px: 2 }}>
              {t.units.options[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <NumberField control={control} name="area" label={t.area.label} unit={t.area.unit[unit]} step="any" />
        <NumberField control={control} name="ceilingHeight" label={t.ceilingHeight.label} unit={t.ceilingHeight.unit[unit]} hint={t.ceilingHeight.hint} step="any" />
        <NumberField control={control} name="occupants" label={t.occupants.label} hint={t.occupants.hint(formatNumber(BTU_PER_EXTRA_OCCUPANT, language))} step="1" />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ChoiceGroup control={control} name="exposure" legend={t.exposure.legend} options={EXPOSURES.map((value) => ({ value, ...t.exposure.options[value] }))} />
        <ChoiceGroup control={control} name="insulation" legend={t.insulation.legend} options={INSULATIONS.map((value) => ({ value, ...t.insulation.options[value] }))} />
      </Box>
      <Controller
        control={control}
        name="kitchen"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                id="hvac-kitchen"
                name={field.name}
                checked={field.value}
                onChange={(_event, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label={t.kitchen.label}
          />
        )}
      />
      <Box>
        <Button type="submit" variant="contained" size="large">
          {t.submit}
        </Button>
      </Box>
    </Box>
  );
}
