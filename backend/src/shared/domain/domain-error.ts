import type { ValidationMessageCode } from '@costa-sol/common';

/** What sort of failure a domain error is; the HTTP filter turns each kind into a status. */
export type DomainErrorKind = 'not-found' | 'conflict' | 'invalid' | 'too-large' | 'unauthorized' | 'unprocessable' | 'too-many-requests';

/** An expected business failure with a stable code (e.g. 'QA.SLUG_TAKEN'). */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;
  /** When one form field is at fault, so the form can show the message there. */
  readonly fieldError?: { field: string; code: ValidationMessageCode };
  /** For 'too-many-requests': the seconds to wait, sent as Retry-After. */
  readonly retryAfterSeconds?: number;
}
