import {
  addBusinessDays,
  type BusinessDay,
  businessDay,
  businessDayKey,
  businessInstant,
  isoWeekday,
  VISIT_RULE_LIMITS,
  type VisitKind,
  type VisitRules,
} from '@costa-sol/common';

/** A technician's working hours on one weekday, in minutes past local midnight. */
interface WorkingHours {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface TechnicianWeek {
  technicianId: string;
  hours: WorkingHours[];
}

/** Days off from firstDay to lastDay ('YYYY-MM-DD', both included); technicianId null: everyone (a holiday). */
export interface DayOff {
  technicianId: string | null;
  firstDay: string;
  lastDay: string;
}

/** Time a technician is taken: a visit from its start to the end of its travel buffer. */
export interface BusyTime {
  technicianId: string;
  start: Date;
  until: Date;
}

export interface SlotQuery {
  now: Date;
  kind: VisitKind;
  rules: VisitRules;
  technicians: TechnicianWeek[];
  daysOff: DayOff[];
  busy: BusyTime[];
  /** The most slots answered, earliest first. */
  limit?: number;
}

interface FreeSlot {
  start: Date;
  end: Date;
  /** Who is free for it, in the order given. */
  technicianIds: string[];
}

const MINUTE = 60_000;

function isOff(technicianId: string, dayKey: string, daysOff: DayOff[]): boolean {
  return daysOff.some(
    (off) => (off.technicianId === null || off.technicianId === technicianId) && off.firstDay <= dayKey && dayKey <= off.lastDay,
  );
}

function overlaps(start: Date, until: Date, technicianId: string, busy: BusyTime[]): boolean {
  return busy.some((taken) => taken.technicianId === technicianId && taken.start < until && start < taken.until);
}

/** The starts of one technician's slots on one day that are free: on the step grid from each block's start. */
function daySlots(day: BusinessDay, week: TechnicianWeek, query: SlotQuery, earliest: Date): Date[] {
  const length = query.rules.visitMinutes[query.kind];
  const starts: Date[] = [];
  for (const block of week.hours.filter((hours) => hours.weekday === isoWeekday(day))) {
    for (let minute = block.startMinute; minute + length <= block.endMinute; minute += VISIT_RULE_LIMITS.slotStepMinutes) {
      const start = businessInstant(day, minute);
      if (!start || start < earliest) continue;
      const until = new Date(start.getTime() + (length + query.rules.bufferMinutes) * MINUTE);
      if (!overlaps(start, until, week.technicianId, query.busy)) starts.push(start);
    }
  }
  return starts;
}

/**
 * The free visit times of the coming days (the office's calendar, Europe/Madrid): on each technician's working hours,
 * not on their days off or holidays, not overlapping a booked visit or its travel buffer, no sooner than the minimum
 * notice and no later than the last day bookable ahead.
 */
export function freeSlots(query: SlotQuery): FreeSlot[] {
  const limit = query.limit ?? VISIT_RULE_LIMITS.maxSlots;
  const length = query.rules.visitMinutes[query.kind] * MINUTE;
  const earliest = new Date(query.now.getTime() + query.rules.minNoticeHours * 60 * MINUTE);
  const today = businessDay(query.now);
  const slots = new Map<number, FreeSlot>();
  for (let offset = 0; offset <= query.rules.maxDaysAhead && slots.size < limit; offset++) {
    const day = addBusinessDays(today, offset);
    const key = businessDayKey(day);
    for (const week of query.technicians) {
      if (isOff(week.technicianId, key, query.daysOff)) continue;
      for (const start of daySlots(day, week, query, earliest)) {
        const slot = slots.get(start.getTime()) ?? { start, end: new Date(start.getTime() + length), technicianIds: [] };
        slot.technicianIds.push(week.technicianId);
        slots.set(start.getTime(), slot);
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.start.getTime() - b.start.getTime()).slice(0, limit);
}

/** The free slot starting at `start` exactly, if any (a visitor may only book a time the office offers). */
export function slotAt(start: Date, query: SlotQuery): FreeSlot | undefined {
  return freeSlots({ ...query, limit: Number.MAX_SAFE_INTEGER }).find((slot) => slot.start.getTime() === start.getTime());
}
