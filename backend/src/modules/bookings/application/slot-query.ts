import type { VisitKind, VisitRules } from '@costa-sol/common';
import type { SlotQuery } from '../domain/free-slots';
import type { BookableWeeks } from './bookable-weeks';
import type { VisitRepository } from './visit-repository.port';

const DAY = 86_400_000;

/** What the free slots of the coming days are computed from, read in one go. */
export async function loadSlotQuery(
  visits: VisitRepository,
  weeks: BookableWeeks,
  kind: VisitKind,
  rules: VisitRules,
  now: Date,
): Promise<SlotQuery> {
  const until = new Date(now.getTime() + (rules.maxDaysAhead + 2) * DAY);
  const [{ technicians, closures }, daysOff, busy] = await Promise.all([weeks.read(), visits.daysOff(), visits.busy(now, until)]);
  return { now, kind, rules, technicians, daysOff: [...daysOff, ...closures], busy };
}
