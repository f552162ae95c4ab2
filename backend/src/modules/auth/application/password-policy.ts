import { staffPasswordProblem } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { estimateSecret } from '../../../config/secret-strength';
import { PasswordRefusedError } from '../domain/auth.errors';
import { GuessableWords } from './guessable-words.port';

/** zxcvbn's score below which a staff password is refused as too easy to guess. */
const MIN_SCORE = 3;

/**
 * A new staff password: common's rules (length, none of the person's own words), then zxcvbn with those words and
 * the business's (brand, legal name, site host, this year and the next), as production judges ADMIN_PASSWORD.
 */
@Injectable()
export class PasswordPolicy {
  constructor(private readonly guessable: GuessableWords) {}

  async check(password: string, person: { email: string; name: string }, field: string): Promise<void> {
    const problem = staffPasswordProblem(password, person);
    if (problem) throw new PasswordRefusedError(field, problem);
    const personalWords = [person.email, ...person.email.split(/[@.]/), ...person.name.split(/\s+/)].filter((word) => word.length > 0);
    const words = [...personalWords, ...(await this.guessable.read())];
    if (estimateSecret(password, words).score < MIN_SCORE) throw new PasswordRefusedError(field, 'tooWeak');
  }
}
