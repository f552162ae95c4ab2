import { VALIDATION_MESSAGES } from '@costa-sol/common';
import { describe, expect, it } from 'vitest';
import { visitRulesSchema } from './visit-rules-schema';

const typed = {
  surveyMinutes: '60',
  maintenanceMinutes: ' 90 ',
  repairMinutes: '120',
  bufferMinutes: '30',
  minNoticeHours: '12',
  maxDaysAhead: '28',
  appointmentOnlyTowns: 'Nerja, frigiliana, ',
  unservedTowns: '',
};

const messages = (values: typeof typed, language: 'en' | 'es' = 'en') =>
  Object.fromEntries(
    visitRulesSchema(language)
      .safeParse(values)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
  );

describe('the booking rules form', () => {
  it('sends numbers and lists of town slugs', () => {
    expect(visitRulesSchema('en').parse(typed)).toEqual({
      surveyMinutes: 60,
      maintenanceMinutes: 90,
      repairMinutes: 120,
      bufferMinutes: 30,
      minNoticeHours: 12,
      maxDaysAhead: 28,
      appointmentOnlyTowns: ['nerja', 'frigiliana'],
      unservedTowns: [],
    });
  });

  it('refuses as the API does, in the admin language', () => {
    const es = VALIDATION_MESSAGES.es;
    expect(messages({ ...typed, surveyMinutes: '', repairMinutes: '5', maxDaysAhead: '999', bufferMinutes: '1.5' }, 'es')).toEqual({
      surveyMinutes: es.required,
      repairMinutes: es.tooSmall,
      maxDaysAhead: es.tooLarge,
      bufferMinutes: es.invalidInput,
    });
    expect(messages({ ...typed, unservedTowns: 'san pedro' })).toEqual({ unservedTowns: VALIDATION_MESSAGES.en.invalidOption });
  });
});
