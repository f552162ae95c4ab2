import { describe, expect, it } from 'vitest';
import { adminText } from '../content/admin-text';
import { dayOffSchema } from './day-off-schema';

const t = adminText.es.bookings.daysOff;
const typed = { technicianId: '', firstDay: ' 2026-12-24 ', lastDay: '2026-12-26', reason: '  ' };
const messages = (values: typeof typed) =>
  Object.fromEntries(
    dayOffSchema('es', t)
      .safeParse(values)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
  );

describe('the days-off form', () => {
  it('sends a holiday for everyone, without an empty reason', () => {
    expect(dayOffSchema('es', t).parse(typed)).toEqual({ technicianId: null, firstDay: '2026-12-24', lastDay: '2026-12-26' });
  });

  it('says which day is wrong, in the admin language', () => {
    expect(messages({ ...typed, firstDay: '24/12/2026', lastDay: '' })).toEqual({ firstDay: t.dayInvalid, lastDay: t.dayInvalid });
    expect(messages({ ...typed, lastDay: '2026-12-23' })).toEqual({ lastDay: t.lastBeforeFirst });
    expect(messages({ ...typed, firstDay: '2026-02-30' })).toEqual({ firstDay: t.dayInvalid });
  });
});
