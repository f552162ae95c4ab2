import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { Button } from '../../../components/form/button';
import { CheckboxInput, type DescribedOption, RadioGroupInput, TextInput } from '../../../components/form/form-fields';
import { typedBeforeHydration } from '../../../components/form/typed-before-hydration';
import { useCatalogue, useLanguage } from '../../../i18n/i18n-context';
import { CALCULATOR_DEFAULTS, type CalculatorFormValues, calculatorSchema } from '../calculator-schema';
import { calculatorText } from '../content/calculator-text';
import { formatNumber, parseDecimal } from '../format-number';
import {
  AREA_UNITS,
  type AreaUnit,
  BTU_PER_EXTRA_OCCUPANT,
  EXPOSURES,
  FT2_PER_M2,
  INSULATIONS,
  M_PER_FT,
  type SizingInput,
} from '../sizing';

/*
 * Plain elements and the form kit of components/form (no MUI: this island stays small). Its own classes
 * (.hvac-form*, .unit-toggle*) are at the end of components/form/form.css.
 */

type CalculatorControl = Control<CalculatorFormValues, unknown, SizingInput>;

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
  control: CalculatorControl;
  name: 'area' | 'ceilingHeight' | 'occupants';
  label: string;
  unit?: string;
  hint?: string;
  step: string;
}) {
  return (
    <TextInput
      control={props.control}
      name={props.name}
      id={`hvac-${props.name}`}
      label={props.label}
      type="number"
      required
      inputMode="decimal"
      step={props.step}
      unit={props.unit}
      hint={props.hint}
    />
  );
}

function ChoiceGroup(props: { control: CalculatorControl; name: 'exposure' | 'insulation'; legend: string; options: DescribedOption[] }) {
  return (
    <RadioGroupInput control={props.control} name={props.name} id={`hvac-${props.name}`} label={props.legend} options={props.options} />
  );
}

/** m² or ft²: two toggle buttons (aria-pressed) in a group named by the visible legend above them. */
function UnitToggle({ unit, onChange }: { unit: AreaUnit; onChange: (next: AreaUnit) => void }) {
  const t = useCatalogue(calculatorText).units;
  return (
    <div>
      <p id="hvac-unit-legend" className="hvac-form__legend">
        {t.legend}
      </p>
      <div role="group" aria-labelledby="hvac-unit-legend" className="unit-toggle">
        {AREA_UNITS.map((value) => (
          <button key={value} type="button" className="unit-toggle__button" aria-pressed={value === unit} onClick={() => onChange(value)}>
            {t.options[value]}
          </button>
        ))}
      </div>
    </div>
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
  // Read once, at the first render in the browser: what was entered before the island's code arrived.
  const [typed] = useState(() => typedBeforeHydration('hvac', CALCULATOR_DEFAULTS));
  const { control, handleSubmit, getValues, setValue, watch } = useForm<CalculatorFormValues, unknown, SizingInput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...CALCULATOR_DEFAULTS, ...typed },
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

  const changeUnit = (next: AreaUnit) => {
    if (next === getValues('unit')) return;
    setValue('area', convert(getValues('area'), next, 'area'));
    setValue('ceilingHeight', convert(getValues('ceilingHeight'), next, 'height'));
    setValue('unit', next, { shouldValidate: calculated });
  };

  return (
    <form noValidate aria-label={t.formLabel} onSubmit={handleSubmit(onValid)} className="hvac-form">
      <UnitToggle unit={unit} onChange={changeUnit} />
      <div className="hvac-form__numbers">
        <NumberField control={control} name="area" label={t.area.label} unit={t.area.unit[unit]} step="any" />
        <NumberField
          control={control}
          name="ceilingHeight"
          label={t.ceilingHeight.label}
          unit={t.ceilingHeight.unit[unit]}
          hint={t.ceilingHeight.hint}
          step="any"
        />
        <NumberField
          control={control}
          name="occupants"
          label={t.occupants.label}
          hint={t.occupants.hint(formatNumber(BTU_PER_EXTRA_OCCUPANT, language))}
          step="1"
        />
      </div>
      <div className="hvac-form__choices">
        <ChoiceGroup
          control={control}
          name="exposure"
          legend={t.exposure.legend}
          options={EXPOSURES.map((value) => ({ value, ...t.exposure.options[value] }))}
        />
        <ChoiceGroup
          control={control}
          name="insulation"
          legend={t.insulation.legend}
          options={INSULATIONS.map((value) => ({ value, ...t.insulation.options[value] }))}
        />
      </div>
      <CheckboxInput control={control} name="kitchen" id="hvac-kitchen" label={t.kitchen.label} />
      <div>
        <Button type="submit" large>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
