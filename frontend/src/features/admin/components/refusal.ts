import type { Language } from '@costa-sol/common';
import { errorCode, serverMessage } from '../../../lib/server-errors';
import type { AdminText } from '../content/admin-text';

const KNOWN_REFUSALS: Record<string, (t: AdminText) => string> = {
  'QA.CATEGORY_NOT_EMPTY': (t) => t.categories.notEmpty,
  'MEDIA.IN_USE': (t) => t.media.inUse,
  'BOOKINGS.SLOT_TAKEN': (t) => t.bookings.calendar.taken,
  'BOOKINGS.VISIT_CLOSED': (t) => t.bookings.calendar.closed,
  'BOOKINGS.HOURS_INVALID': (t) => t.bookings.hours.invalid,
};

/**
 * Words for a refusal that belongs to no field. The server explains in English, so an English admin reads its
 * own words; other languages get the catalogue's text for the refusals it knows, else `fallback`.
 */
export function refusalText(error: unknown, language: Language, t: AdminText, fallback: string): string {
  const known = KNOWN_REFUSALS[errorCode(error) ?? '']?.(t);
  if (language === 'en') return serverMessage(error) ?? known ?? fallback;
  return known ?? fallback;
}
