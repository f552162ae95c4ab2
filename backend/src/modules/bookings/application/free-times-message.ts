import { BOOKING_MESSAGES, type Language } from '@costa-sol/common';
import type { TownAvailability } from './town-availability';

/** What the visitor is told when there is no time to pick; undefined when there are times. */
export function freeTimesMessage(
  found: { availability: TownAvailability; slots: readonly unknown[] },
  language: Language,
): string | undefined {
  const messages = BOOKING_MESSAGES[language];
  if (found.availability === 'unserved') return messages.unserved;
  if (found.availability === 'appointment-only') return messages.appointmentOnly;
  return found.slots.length === 0 ? messages.noSlots : undefined;
}
