import { type Language, visitRulesSchema as visitRulesEntity } from '@costa-sol/common';
import { entityFormSchema } from '../../../lib/entity-form-schema';
import type { z } from '../../../lib/zod';
import type { VisitRules } from '../api/get-visit-rules';
import { wholeNumberOf } from './owner-form-words';
import { fieldGuard } from './qa-fields';

export interface VisitRulesFormValues {
  surveyMinutes: string;
  maintenanceMinutes: string;
  repairMinutes: string;
  bufferMinutes: string;
  minNoticeHours: string;
  maxDaysAhead: string;
  appointmentOnlyTowns: string;
  unservedTowns: string;
}

/** "nerja, frigiliana" → ['nerja', 'frigiliana']: the API says which slug it does not know. */
const townsOf = (text: string) =>
  text
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => slug !== '');

/** A number typed: absent when left empty ("Required"), else as the API takes it. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : wholeNumberOf(text));

/** The booking rules as the office types them: common's booking-rules schema; yields PUT /api/admin/bookings/rules's body. */
export function visitRulesSchema(language: Language) {
  return entityFormSchema(visitRulesEntity, language, (values: VisitRulesFormValues) => ({
    surveyMinutes: numberOf(values.surveyMinutes),
    maintenanceMinutes: numberOf(values.maintenanceMinutes),
    repairMinutes: numberOf(values.repairMinutes),
    bufferMinutes: numberOf(values.bufferMinutes),
    minNoticeHours: numberOf(values.minNoticeHours),
    maxDaysAhead: numberOf(values.maxDaysAhead),
    appointmentOnlyTowns: townsOf(values.appointmentOnlyTowns),
    unservedTowns: townsOf(values.unservedTowns),
  }));
}

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
