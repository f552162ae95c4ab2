import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS, type CalculatorFormValues, calculatorSchema } from './calculator-schema';

const form = (overrides: Partial<CalculatorFormValues>): CalculatorFormValues => ({ ...CALCULATOR_DEFAULTS, area: '20', ...overrides });

function messages(values: CalculatorFormValues, language: 'en' | 'es' = 'en'): Record<string, string> {
  const parsed = calculatorSchema(language).safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('calculatorSchema', () => {
  it('turns a valid form into numbers, with a comma accepted as the decimal mark', () => {
    const parsed = calculatorSchema('es').parse(
      form({ area: '35,5', ceilingHeight: '2,7', occupants: '3', kitchen: true, exposure: 'sunny' }),
    );
    expect(parsed).toEqual({
      area: 35.5,
      unit: 'm2',
      ceilingHeight: 2.7,
      exposure: 'sunny',
      insulation: 'average',
      occupants: 3,
      kitchen: true,
    });
  });

  it('asks for the area and the ceiling height when they are empty', () => {
    expect(messages(form({ area: '', ceilingHeight: ' ' }))).toEqual({
      area: 'Enter the floor area of the room',
      ceilingHeight: 'Enter the ceiling height',
    });
    expect(messages(form({ area: '' }), 'es')).toEqual({ area: 'Indica la superficie de la estancia' });
  });

  it('keeps the area within the bounds of the unit chosen, in both languages', () => {
    expect(messages(form({ area: '0' }))).toEqual({ area: 'Enter an area between 5 and 230 m². For a larger space, ask us for a survey.' });
    expect(messages(form({ area: '-20' }))).toHaveProperty('area');
    expect(messages(form({ area: '300' }), 'es')).toEqual({
      area: 'Indica una superficie entre 5 y 230 m². Para un espacio mayor, pídenos una visita.',
    });
    expect(messages(form({ unit: 'ft2', area: '3000', ceilingHeight: '8' }))).toEqual({
      area: 'Enter an area between 50 and 2,500 ft². For a larger space, ask us for a survey.',
    });
    expect(messages(form({ unit: 'ft2', area: '3000', ceilingHeight: '8' }), 'es')).toEqual({
      area: 'Indica una superficie entre 50 y 2.500 ft². Para un espacio mayor, pídenos una visita.',
    });
    expect(messages(form({ unit: 'ft2', area: '300', ceilingHeight: '8' }))).toEqual({});
  });

  it('reads the ceiling height in metres or feet to match the area unit', () => {
    expect(messages(form({ ceilingHeight: '8' }))).toEqual({ ceilingHeight: 'Enter a ceiling height between 2.1 and 6 m' });
    expect(messages(form({ ceilingHeight: '1,9' }), 'es')).toEqual({ ceilingHeight: 'Indica una altura de techo entre 2,1 y 6 m' });
    expect(messages(form({ unit: 'ft2', area: '300', ceilingHeight: '2.5' }))).toEqual({
      ceilingHeight: 'Enter a ceiling height between 7 and 20 ft',
    });
  });

  it('wants a whole number of people from 1 to 20', () => {
    const occupants = 'Enter a whole number of people between 1 and 20';
    expect(messages(form({ occupants: '0' }))).toEqual({ occupants });
    expect(messages(form({ occupants: '2.5' }))).toEqual({ occupants });
    expect(messages(form({ occupants: '' }))).toEqual({ occupants });
    expect(messages(form({ occupants: '21' }), 'es')).toEqual({ occupants: 'Indica un número entero de personas entre 1 y 20' });
  });

  it('refuses a choice that is not on the list', () => {
    const values = { ...form({}), exposure: 'blazing' } as unknown as CalculatorFormValues;
    expect(messages(values, 'es')).toEqual({ exposure: 'Elige una de las opciones' });
  });
});
