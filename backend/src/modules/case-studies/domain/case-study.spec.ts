import { caseStudySavings, pairLines } from './case-study';
import { CaseStudyCostsError, CaseStudyListsMismatchError } from './case-study.errors';

describe('case study rules', () => {
  it('computes the savings, refusing an after cost above the before', () => {
    expect(caseStudySavings(6850, 2460)).toBe(4390);
    expect(caseStudySavings(1000, 1000)).toBe(0);
    expect(() => caseStudySavings(1000, 1001)).toThrow(CaseStudyCostsError);
  });

  it('pairs English and Spanish lines item by item, refusing lists of different lengths at the Spanish field', () => {
    expect(pairLines(['One', 'Two'], ['Uno', 'Dos'], 'beforeIssuesEs')).toEqual([
      { en: 'One', es: 'Uno' },
      { en: 'Two', es: 'Dos' },
    ]);
    const error = (() => {
      try {
        pairLines(['One'], ['Uno', 'Dos'], 'afterBenefitsEs');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CaseStudyListsMismatchError);
    expect((error as CaseStudyListsMismatchError).fieldError).toEqual({ field: 'afterBenefitsEs', code: 'listMismatch' });
  });
});
