import { type Language, VISIT_RULE_LIMITS } from '@costa-sol/common';
import { z } from '../../../lib/zod';
import type { VisitRules } from '../api/get-visit-rules';
import { fieldGuard } from './qa-fields';
import { boundedWholeNumber } from './security-settings-schema';

/** "nerja, frigiliana" → ['nerja', 'frigiliana']: the API says which slug it does not know. */
const townList = () =>
  z.pipe(
    z.string(),
    z.transform((text: string) =>
      text
        .split(',')
        .map((slug) => slug.trim().toLowerCase())
        .filter((slug) => slug !== ''),
    ),
  );

/** The booking rules as the office types them; yields PUT /api/admin/bookings/rules's body. */
export function visitRulesSchema(language: Language) {
  const { visitMinutes, bufferMinutes, minNoticeHours, maxDaysAhead } = VISIT_RULE_LIMITS;
  return z.object({
    surveyMinutes: boundedWholeNumber(language, visitMinutes),
    maintenanceMinutes: boundedWholeNumber(language, visitMinutes),
    repairMinutes: boundedWholeNumber(language, visitMinutes),
    bufferMinutes: boundedWholeNumber(language, bufferMinutes),
    minNoticeHours: boundedWholeNumber(language, minNoticeHours),
    maxDaysAhead: boundedWholeNumber(language, maxDaysAhead),
    appointmentOnlyTowns: townList(),
    unservedTowns: townList(),
  });
}

export type VisitRulesFormValues = z.input<ReturnType<typeof visitRulesSchema>>;
export type VisitRulesRequest = z.output<ReturnType<typeof visitRulesSchema>>;

export function visitRulesFormValues(rules: VisitRules): VisitRulesFormValues {
  return {
    surveyMinutes: String(rules.surveyMinutes),
    maintenanceMinutes: String(rules.maintenanceMinutes),
    repairMinutes: String(rules.repairMinutes),
    bufferMinutes: String(rules.bufferMinutes),
    minNoticeHours: String(rules.minNoticeHours),
    maxDaysAhead: String(rules.maxDaysAhead),
    appointmentOnlyTowns: rules.appointmentOnlyTowns.join(', '),
    unservedTowns: rules.unservedTowns.join(', '),
  };
}

export const isVisitRulesField = fieldGuard(
  visitRulesFormValues({
    surveyMinutes: 0,
    maintenanceMinutes: 0,
    repairMinutes: 0,
    bufferMinutes: 0,
    minNoticeHours: 0,
    maxDaysAhead: 0,
    appointmentOnlyTowns: [],
    unservedTowns: [],
  }),
);
