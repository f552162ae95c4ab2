import { IDEMPOTENCY_KEY_HEADER } from '@costa-sol/common';
import { apiRequest } from '../../../lib/api-client';
import type { ContactRequest } from '../schemas/contact-schema';
import { omitUndefined } from '../schemas/lead-fields';
import type { LeadOrigin } from './lead-origin';

/** The body of POST /api/contact: the message fields and where the lead came from. */
type ContactBody = ContactRequest & LeadOrigin;

export function contactBody(request: ContactRequest, origin: LeadOrigin): ContactBody {
  return omitUndefined({ ...request, ...origin });
}

/** POST /api/contact; the answer's body is not read (docs/product.md, "Data cache and API client"). Rejects with an ApiError. The
 * same `idempotencyKey` on a repeat of one submission lets the server store it once (docs/api.md). */
export async function submitContact(body: ContactBody, idempotencyKey: string): Promise<void> {
  await apiRequest('POST', '/api/contact', body, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}
