import type { ApiSchema, Language, VisitKind } from '@costa-sol/common';
import { apiRequest } from '../../../lib/api-client';

export type FreeSlots = ApiSchema<'SlotsDto'>;

/** GET /api/bookings/slots: a town's free times for a kind of visit, with the message to show when there are none. */
export async function fetchFreeSlots(kind: VisitKind, town: string, language: Language): Promise<FreeSlots> {
  const query = new URLSearchParams({ kind, town, lang: language });
  const response = await apiRequest('GET', `/api/bookings/slots?${query.toString()}`);
  return (await response.json()) as FreeSlots;
}
