import type { Language } from '@costa-sol/common';
import { z } from '../../lib/zod';
import { calculatorText } from './content/calculator-text';
import { formatNumber, parseDecimal } from './format-number';
import { AREA_UNITS, type AreaUnit, EXPOSURES, type Exposure, INSULATIONS, type Insulation, type SizingInput } from './sizing';

interface Limits {
  min: number;
  max: number;
}

/**
 * One room, from a box room to a large open-plan space. The top matches the end of the ENERGY STAR table
 * (2,500 ft² ≈ 232 m²); anything bigger is a building, not a room, and needs a survey.
 */
const AREA_LIMITS: Record<AreaUnit, Limits> = { m2: { min: 5, max: 230 }, ft2: { min: 50, max: 2500 } };
/** Metres with m², feet with ft². */
const CEILING_LIMITS: Record<AreaUnit, Limits> = { m2: { min: 2.1, max: 6 }, ft2: { min: 7, max: 20 } };
const OCCUPANT_LIMITS: Limits = { min: 1, max: 20 };

/** What the form holds while the visitor edits it: numbers as typed. */
export interface CalculatorFormValues {
  unit: AreaUnit;
  area: string;
  ceilingHeight: string;
  exposure: Exposure;
  insulation: Insulation;
  occupants: string;
  kitchen: boolean;
}

export const CALCULATOR_DEFAULTS: CalculatorFormValues = {
  unit: 'm2',
  area: '',
  ceilingHeight: '2.5',
  exposure: 'normal',
  insulation: 'average',
  occupants: '2',
  kitchen: false,
};

const within = (value: number | undefined, { min, max }: Limits) => value !== undefined && value >= min && value <= max;

/** The calculator's form, with messages in the page's language; a valid form yields the sizing input. */
export function calculatorSchema(language: Language) {
  const m = calculatorText[language].validation;
  const units = calculatorText[language];
  const range = ({ min, max }: Limits) => ({
    min: formatNumber(min, language, min % 1 ? 1 : 0),
    max: formatNumber(max, language, max % 1 ? 1 : 0),
  });
  const form = z.object({
    unit: z.enum(AREA_UNITS, { error: m.choice }),
    area: z.string(),
    ceilingHeight: z.string(),
    exposure: z.enum(EXPOSURES, { error: m.choice }),
    insulation: z.enum(INSULATIONS, { error: m.choice }),
    occupants: z.string(),
    kitchen: z.boolean({ error: m.choice }),
  });
  const checked = form.check(
    z.superRefine((values, context) => {
      const area = parseDecimal(values.area);
      const ceiling = parseDecimal(values.ceilingHeight);
      const occupants = parseDecimal(values.occupants);
      if (values.area.trim() === '') context.addIssue({ code: 'custom', path: ['area'], message: m.areaRequired });
      else if (!within(area, AREA_LIMITS[values.unit]))
        context.addIssue({
          code: 'custom',
          path: ['area'],
          message: m.areaRange(range(AREA_LIMITS[values.unit]), units.area.unit[values.unit]),
        });
      if (values.ceilingHeight.trim() === '') context.addIssue({ code: 'custom', path: ['ceilingHeight'], message: m.ceilingRequired });
      else if (!within(ceiling, CEILING_LIMITS[values.unit]))
        context.addIssue({
          code: 'custom',
          path: ['ceilingHeight'],
          message: m.ceilingRange(range(CEILING_LIMITS[values.unit]), units.ceilingHeight.unit[values.unit]),
        });
      if (!within(occupants, OCCUPANT_LIMITS) || !Number.isInteger(occupants))
        context.addIssue({ code: 'custom', path: ['occupants'], message: m.occupants(range(OCCUPANT_LIMITS)) });
    }),
  );
  return z.pipe(
    checked,
    z.transform((values: z.output<typeof form>): SizingInput => ({
      area: parseDecimal(values.area) ?? 0,
      unit: values.unit,
      ceilingHeight: parseDecimal(values.ceilingHeight) ?? 0,
      exposure: values.exposure,
      insulation: values.insulation,
      occupants: parseDecimal(values.occupants) ?? 0,
      kitchen: values.kitchen,
    })),
  );
}
