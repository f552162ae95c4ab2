import { staffPasswordProblem } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { estimateSecret } from '../../../config/secret-strength';
import { PasswordRefusedError } from '../domain/auth.errors';

/** zxcvbn's score below which a staff password is refused as too easy to guess. */
const MIN_SCORE = 3;

/** A new staff password: common's rules (length, none of the person's own words), then zxcvbn with those words. */
@Injectable()
export class PasswordPolicy {
  check(password: string, person: { email: string; name: string }, field: string): void {
    const problem = staffPasswordProblem(password, person);
    if (problem) throw new PasswordRefusedError(field, problem);
    const personalWords = [person.email, ...person.email.split(/[@.]/), ...person.name.split(/\s+/)].filter((word) => word.length > 0);
    if (estimateSecret(password, personalWords).score < MIN_SCORE) throw new PasswordRefusedError(field, 'tooWeak');
  }
}
