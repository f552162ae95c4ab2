import { IDEMPOTENCY_FIELD } from '@costa-sol/common';

/** The form's idempotency key when it is posted without JavaScript: rendered empty, and the server accepts it empty. */
export function IdempotencyField() {
  return <input type="hidden" name={IDEMPOTENCY_FIELD} defaultValue="" />;
}
