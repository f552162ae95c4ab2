import { describe, expect, it } from 'vitest';
import { CASE_STUDY_DEFAULTS, caseStudySchema } from './case-study-schema';
import { linesOf } from './case-study-lines';

const valid = {
  ...CASE_STUDY_DEFAULTS,
  titleEn: 'Estepona penthouse: new ducted system',
  titleEs: 'Ático en Estepona: nuevo sistema por conductos',
  location: 'Estepona',
  beforeSystemEn: 'Four old wall splits.',
  beforeSystemEs: 'Cuatro splits antiguos.',
  beforeEnergyCost: '2400',
  beforeIssuesEn: 'Noisy units\n\n  Uneven comfort ',
  beforeIssuesEs: 'Equipos ruidosos\nConfort desigual',
  afterSystemEn: 'One ducted heat pump with zoning.',
  afterSystemEs: 'Un equipo de conductos con zonas.',
  afterEnergyCost: '1500',
  afterBenefitsEn: 'Quiet nights',
  afterBenefitsEs: 'Noches silenciosas',
};

/** The first message of each field, as the form shows it. */
function messages(values: typeof valid, language: 'en' | 'es' = 'en') {
  const result = caseStudySchema(language).safeParse(values);
  const first = new Map<string, string>();
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.join('.');
    if (!first.has(path)) first.set(path, issue.message);
  }
  return Object.fromEntries(first);
}

describe('the case study form', () => {
  it('turns lines into list items and amounts into numbers', () => {
    expect(linesOf(' a \n\nb\n ')).toEqual(['a', 'b']);
    const result = caseStudySchema('en').safeParse(valid);
    expect(result.success && result.data).toMatchObject({
      beforeEnergyCost: 2400,
      beforeIssuesEn: ['Noisy units', 'Uneven comfort'],
      afterBenefitsEs: ['Noches silenciosas'],
      featured: false,
    });
  });

  it('asks for as many Spanish lines as English ones, and an after cost not above the before', () => {
    expect(messages({ ...valid, beforeIssuesEs: 'Solo una', afterEnergyCost: '3000' }, 'es')).toEqual({
      beforeIssuesEs: 'Escribe tantas líneas en español como en inglés',
      afterEnergyCost: 'El coste después no puede ser mayor que el coste antes',
    });
  });

  it('checks each list and amount with the shared limits', () => {
    expect(
      messages({ ...valid, beforeIssuesEn: '', afterBenefitsEn: 'ok', beforeEnergyCost: '12.5', afterBenefitsEs: 'x\n'.repeat(9) }),
    ).toMatchObject({
      beforeIssuesEn: 'Required',
      afterBenefitsEn: 'Each line needs at least 3 characters',
      beforeEnergyCost: 'Use a whole number of euros from 0 to 1,000,000',
      afterBenefitsEs: 'Write 1 to 8 items, one per line',
    });
  });
});
