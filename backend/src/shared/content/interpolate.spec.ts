import { interpolate, unknownReferences } from './interpolate';

describe('interpolate (claims and business names in content text)', () => {
  it('formats euro amounts and numbers per language', () => {
    expect(interpolate('up to {{claims.rebatesUpToEur}}', 'en')).toBe('up to €7,500');
    expect(interpolate('hasta {{ claims.rebatesUpToEur }}', 'es')).toBe('hasta 7.500\u00a0€');
    expect(interpolate('{{claims.replyWithinHours}} h, {{business.brandWithTrade}}', 'es')).toBe('24 h, Costa Sol HVAC');
  });

  it('refuses a name it does not know', () => {
    expect(() => interpolate('{{claims.rebateMax}}', 'en')).toThrow('Unknown reference {{claims.rebateMax}}');
    expect(unknownReferences('{{claims.rebateMax}} and {{claims.warrantyUpToYears}}')).toEqual(['{{claims.rebateMax}}']);
  });
});
