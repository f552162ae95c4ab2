import { z } from 'zod/mini';
import { wholeField } from '../forms/whole-field';
import { VISIT_RULE_LIMITS } from './booking-rules';

/*
 * The office's booking rules as the admin sends them (PUT /api/admin/bookings/rules; the Availability screen's rules
 * form), one field per setting: the one shape of them. The API validates the body with it, the OpenAPI document
 * describes it and the form checks with it. A town slug that no town page has is the use case's to refuse.
 */

const TOWN_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const TOWN_LIST_LIMITS = { items: 200, slug: 80 } as const;

function described<S extends z.core.$ZodType>(schema: S, words: { description: string; example: unknown }): S {
  z.globalRegistry.add(schema, words);
  return schema;
}

/** A whole number within the limits: below is `tooSmall`, above `tooLarge`, anything else `invalidInput`. */
const bounded = ({ min, max }: { min: number; max: number }, description: string, example: number) =>
  described(z.int().check(z.minimum(min), z.maximum(max)), { description, example });

/** Town slugs; refused as a list (the form shows it as one line): too many or too long `tooLong`, not a slug `invalidOption`. */
const townList = (description: string) =>
  described(
    z.array(z.string()).check(
      z.maxLength(TOWN_LIST_LIMITS.items, 'tooLong'),
      z.refine((slugs) => slugs.every((slug) => slug.length <= TOWN_LIST_LIMITS.slug), 'tooLong'),
      z.refine((slugs) => slugs.every((slug) => TOWN_SLUG.test(slug)), 'invalidOption'),
    ),
    { description, example: ['nerja'] },
  );

const { visitMinutes, bufferMinutes, minNoticeHours, maxDaysAhead } = VISIT_RULE_LIMITS;

export const visitRulesSchema = z.strictObject({
  surveyMinutes: bounded(visitMinutes, 'Minutes a survey visit takes.', 60),
  maintenanceMinutes: bounded(visitMinutes, 'Minutes a maintenance visit takes.', 90),
  repairMinutes: bounded(visitMinutes, 'Minutes a repair visit takes.', 120),
  bufferMinutes: bounded(bufferMinutes, 'Minutes kept free after each visit to travel to the next.', 30),
  minNoticeHours: bounded(minNoticeHours, 'How soon a visit can be booked online, in hours from now.', 12),
  maxDaysAhead: bounded(maxDaysAhead, 'How far ahead a visit can be booked online, in days from today.', 28),
  appointmentOnlyTowns: townList('Towns (slugs, English or Spanish; answered in English) whose visits the office arranges by phone.'),
  unservedTowns: townList('Towns (slugs, English or Spanish; answered in English) not served at all.'),
});

export type VisitRulesBody = z.output<typeof visitRulesSchema>;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const END_OF_DAY = '24:00';

const workingHoursBlock = z.strictObject({
  weekday: described(z.int().check(z.minimum(1), z.maximum(7)), { description: 'ISO weekday: 1 Monday … 7 Sunday.', example: 1 }),
  start: described(z.string().check(z.regex(TIME)), { description: 'Local time (Europe/Madrid), HH:MM.', example: '09:00' }),
  end: described(z.string().check(z.refine((end) => TIME.test(end) || end === END_OF_DAY)), {
    description: 'Local time, HH:MM, after start; 24:00 for midnight.',
    example: '14:00',
  }),
});

/**
 * A staff user's week (PUT /api/admin/bookings/technicians/{id}/hours; the form of a technician's hours), refused as a
 * whole (`invalidInput`): the form shows the week as one grid. Overlaps are the use case's to refuse.
 */
export const workingHoursSchema = z.strictObject({
  hours: described(wholeField(z.array(workingHoursBlock).check(z.maxLength(70)), 'invalidInput'), {
    description: 'The whole week; blocks of one day must not overlap.',
    example: [{ weekday: 1, start: '09:00', end: '14:00' }],
  }),
});

/** A day off (POST /api/admin/bookings/days-off; the Days off form). A last day before the first is the use case's to refuse. */
export const dayOffSchema = z.strictObject({
  technicianId: described(z.nullable(z.uuid()), { description: 'The staff user off, or null for a holiday for everyone.', example: null }),
  firstDay: described(z.iso.date(), { description: 'First day off (Europe/Madrid).', example: '2026-12-24' }),
  lastDay: described(z.iso.date(), { description: 'Last day off, included; on or after firstDay.', example: '2026-12-26' }),
  reason: described(
    z.optional(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(120, 'tooLong')),
        z.transform((reason) => reason || undefined),
      ),
    ),
    { description: "Why: 'Christmas'; '' for none.", example: 'Christmas' },
  ),
});

export type WorkingHoursBody = z.output<typeof workingHoursSchema>;
export type DayOffBody = z.output<typeof dayOffSchema>;
