import type { StaffPasswordProblem, ValidationMessageCode } from '@costa-sol/common';

/** What sort of failure a domain error is; the HTTP filter turns each kind into a status. */
export type DomainErrorKind =
  'not-found' | 'conflict' | 'gone' | 'invalid' | 'too-large' | 'unauthorized' | 'forbidden' | 'unprocessable' | 'too-many-requests';

/** The form field at fault: a shared validation code, or a staff password rule with its own message. */
type FieldProblem = { field: string; code: ValidationMessageCode } | { field: string; code: StaffPasswordProblem; message: string };

/** An expected business failure with a stable code (e.g. 'QA.SLUG_TAKEN'). */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;
  /** When one form field is at fault, so the form can show the message there. */
  readonly fieldError?: FieldProblem;
  /** For 'too-many-requests': the seconds to wait, sent as Retry-After. */
  readonly retryAfterSeconds?: number;
}
