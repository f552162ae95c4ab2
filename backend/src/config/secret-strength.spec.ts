import { guessableWords } from './guessable-words';
import { containsGuessableWord, estimateSecret, guessablePatterns } from './secret-strength';

const WORDS = guessableWords({
  business: { brand: 'Costa Sol', brandWithTrade: 'Costa Sol HVAC', legalName: 'Costa Sol Climatización y Energía S.L.' },
  publicUrl: 'https://www.costasolhvac.es',
  adminEmail: 'office@costasolhvac.es',
  now: new Date('2026-11-25T12:00:00Z'),
});

describe('guessableWords', () => {
  it('holds the brand, legal name, host and its labels, this year and the next, the admin e-mail and its local part', () => {
    expect(WORDS).toEqual(
      expect.arrayContaining([
        'costa sol',
        'costasolhvac',
        'climatización',
        'energía',
        'www.costasolhvac.es',
        'costasolhvac',
        '2026',
        '2027',
        'office@costasolhvac.es',
        'office',
      ]),
    );
    expect(WORDS).not.toContain('s');
  });
});

describe('estimateSecret (zxcvbn with the business as user inputs)', () => {
  it.each([
    'CostaSolHVAC2026CostaSolHVAC2026',
    'costasolhvac-jwt-signing-key-production',
    'Passw0rd!Passw0rd!',
    'Climatizacion2027Climatizacion2027',
  ])('takes %s apart into guessable patterns', (secret) => {
    const result = estimateSecret(secret, WORDS);
    expect(result.guessesLog10).toBeLessThan(0.9 * secret.length);
    expect(guessablePatterns(result.sequence).length).toBeGreaterThan(0);
  });

  it('names a brand word it finds, never the characters', () => {
    const { sequence } = estimateSecret('zQ9vXk2LmW7pR4tYcostasolhvacB8nJ3hG6dF1sA5eU0iO', WORDS);
    expect(containsGuessableWord(sequence, 5)).toBe(true);
    expect(guessablePatterns(sequence)).toContain('words of this business, site or admin e-mail');
  });

  it('finds nothing in `openssl rand -base64 48` output', () => {
    const secret = 'WXqAkYl6oVtZuWQHT0eoCAU1wTfJ1R9PHZCd3MYgz2If3b+gv06EpwxjiMXhUILZ';
    const result = estimateSecret(secret, WORDS);
    expect(result.score).toBe(4);
    expect(result.guessesLog10).toBeGreaterThanOrEqual(0.9 * secret.length);
    expect(containsGuessableWord(result.sequence, 5)).toBe(false);
  });
});
