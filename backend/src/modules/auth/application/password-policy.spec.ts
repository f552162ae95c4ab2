import { BUSINESS } from '@costa-sol/common';
import { guessableWords } from '../../../config/guessable-words';
import { PasswordPolicy } from './password-policy';

const invited = { email: 'marta.ruiz@example.com', name: 'Marta Ruiz' };
/** The business's words with the clock in 2026, whatever the machine's date. */
const wordsOf2026 = guessableWords({
  business: BUSINESS,
  publicUrl: 'https://costasolhvac.com',
  adminEmail: undefined,
  now: new Date('2026-03-01T12:00:00Z'),
});
const policy = new PasswordPolicy({ read: () => Promise.resolve(wordsOf2026) });

describe('PasswordPolicy', () => {
  it.each(['costasol2026', 'CostaSol2027', 'costasolhvac2026'])(
    'refuses %s, the brand and a year of now, as too weak',
    async (password) => {
      await expect(policy.check(password, invited, 'password')).rejects.toMatchObject({
        fieldError: { field: 'password', code: 'tooWeak' },
      });
    },
  );

  it('accepts a passphrase of unrelated words', async () => {
    await expect(policy.check('plum kettle orbit sahara fennel', invited, 'password')).resolves.toBeUndefined();
  });

  it('names the field it judged', async () => {
    await expect(policy.check('short', invited, 'newPassword')).rejects.toMatchObject({
      fieldError: { field: 'newPassword', code: 'tooShort' },
    });
  });
});
