import type { ApiSchema, Language, VisitKind } from '@costa-sol/common';
import { apiRequest } from '../../../lib/api-client';

export type BookedVisit = ApiSchema<'BookedVisitDto'>;

interface BookingBody {
  kind: VisitKind;
  town: string;
  start: string;
  name: string;
  email: string;
  phone: string;
  address?: string;
  notes?: string;
  language: Language;
}

/** POST /api/bookings. Rejects with an ApiError: 409 when the time was just taken, 400 with the fields' problems. */
export async function bookVisit(body: BookingBody): Promise<BookedVisit> {
  const response = await apiRequest('POST', '/api/bookings', body);
  return (await response.json()) as BookedVisit;
}
