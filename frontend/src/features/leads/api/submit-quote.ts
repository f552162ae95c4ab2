import { IDEMPOTENCY_KEY_HEADER } from '@costa-sol/common';
import { apiRequest } from '../../../lib/api-client';
import { omitUndefined } from '../schemas/lead-fields';
import type { QuoteRequest } from '../schemas/quote-schema';
import type { LeadOrigin } from './lead-origin';

/** The body of POST /api/quotes: the quote fields and where the lead came from. */
type QuoteBody = QuoteRequest & LeadOrigin;

export function quoteBody(request: QuoteRequest, origin: LeadOrigin): QuoteBody {
  return omitUndefined({ ...request, ...origin });
}

/** POST /api/quotes; the answer's body is not read (docs/product.md, "Data cache and API client"). Rejects with an ApiError. The
 * same `idempotencyKey` on a repeat of one submission lets the server store it once (docs/api.md). */
export async function submitQuote(body: QuoteBody, idempotencyKey: string): Promise<void> {
  await apiRequest('POST', '/api/quotes', body, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}
