import { formatClaim, interpolate, unknownReferences } from '@costa-sol/common';

describe('interpolate (common: claims and business names in content text)', () => {
  it('formats euro amounts and numbers per language', () => {
    expect(interpolate('up to {{claims.rebatesUpToEur}}', 'en')).toBe('up to €7,500');
    expect(interpolate('hasta {{ claims.rebatesUpToEur }}', 'es')).toBe('hasta 7.500\u00a0€');
    expect(interpolate('{{claims.replyWithinHours}} h, {{business.brandWithTrade}}', 'es')).toBe('24 h, Costa Sol HVAC');
  });

  it('writes percentages with the language percent sign, and the derived names', () => {
    expect(interpolate('{{claims.heatPumpEfficiency}}, {{claims.energySavingsUpTo}}', 'en')).toBe('300-400%, 40%');
    expect(interpolate('{{claims.heatPumpEfficiency}}, {{claims.energySavingsUpTo}}', 'es')).toBe('300-400\u00a0%, 40\u00a0%');
    expect(interpolate('más de {{claims.sunnyDaysAtLeast}} días ({{claims.sunnyDays}})', 'es')).toBe('más de 320 días (320+)');
    expect(interpolate('{{business.postalAddress}} · {{site.languageStorageKey}}', 'en')).toBe(
      'Avenida Ricardo Soriano 12, local 3, 29601 Marbella (Málaga) · language',
    );
  });

  it('writes a rank with the language sign, the number as the owner typed it or with its sign', () => {
    expect(interpolate('{{claims.localRank}} in Marbella', 'en')).toBe('#1 in Marbella');
    expect(interpolate('{{claims.localRank}} en Marbella', 'es')).toBe('nº 1 en Marbella');
    expect(formatClaim('localRank', '#2', 'es')).toBe('nº 2');
    expect(formatClaim('localRank', 'nº 3', 'en')).toBe('#3');
  });

  it('refuses a name it does not know', () => {
    expect(() => interpolate('{{claims.rebateMax}}', 'en')).toThrow('Unknown reference {{claims.rebateMax}}');
    expect(unknownReferences('{{claims.rebateMax}} and {{claims.warrantyUpToYears}}')).toEqual(['{{claims.rebateMax}}']);
  });
});
