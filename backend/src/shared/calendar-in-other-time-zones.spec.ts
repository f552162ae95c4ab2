import { runInThisContext } from 'node:vm';
import {
  addBusinessDays,
  businessClock,
  businessDay,
  businessDayKey,
  businessInstant,
  DEFAULT_VISIT_RULES,
  isoWeekday,
  madridDay,
  type OpeningHours,
  type StatsPeriod,
} from '@costa-sol/common';
import { closuresAsDaysOff, openingHoursWeek } from '../modules/bookings/application/opening-hours-week';
import { freeSlots } from '../modules/bookings/domain/free-slots';
import { GetLeadStats } from '../modules/leads/application/get-lead-stats.use-case';
import { LeadStats, type LeadStatsReport } from '../modules/leads/application/lead-stats.port';
import { FixedClock } from './application/clock.port';
import { formatReceived } from './infrastructure/email-dates';

/**
 * The calendar answers at four instants (a Wednesday, a Saturday, a few minutes before each of Madrid's clock
 * changes) must not depend on the machine's time zone: they are computed with TZ=UTC, then again with the process in
 * Auckland, New York, Kolkata (a half-hour zone) and Madrid, and must be the same. These replace the faked-clock
 * reruns of the whole suite; the lint rule against local-time Date methods and default-locale formatting keeps the
 * locale out.
 */

/**
 * Jest gives each test file a copy of process.env, so TZ is set on the real process too: Node applies a new TZ at
 * once (Date and Intl's default zone alike).
 */
const realEnv = (runInThisContext('process') as NodeJS.Process).env;

function inTimeZone<T>(zone: string, compute: () => T): T {
  const before = { sandbox: process.env.TZ, real: realEnv.TZ };
  process.env.TZ = zone;
  realEnv.TZ = zone;
  try {
    return compute();
  } finally {
    for (const [env, value] of [
      [process.env, before.sandbox],
      [realEnv, before.real],
    ] as const) {
      if (value === undefined) delete env.TZ;
      else env.TZ = value;
    }
  }
}

/** The machine's own offset at an instant, as Date#toString shows it (+1300 in Auckland's summer). */
const machineOffset = (instant: Date) => /GMT([+-]\d{4})/.exec(instant.toString())?.[1];

const INSTANTS = {
  wednesday: '2026-12-02T18:30:00Z',
  saturday: '2026-12-05T10:00:00Z',
  marchChange: '2027-03-28T00:56:00Z',
  octoberChange: '2027-10-31T00:56:00Z',
};

const OPENING_HOURS: OpeningHours[] = [
  { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
  { days: ['Saturday', 'Sunday'], opens: '01:00', closes: '04:00' },
];

/** Records the period asked for and answers an empty report. */
class PeriodOnlyStats extends LeadStats {
  asked: StatsPeriod[] = [];
  async forPeriod(period: StatsPeriod): Promise<LeadStatsReport> {
    this.asked.push(period);
    const empty = { byKind: [], byLanguage: [], byUtmSource: [], byUtmCampaign: [], byReferrerHost: [], byLandingPage: [] };
    return { ...period, total: 0, byDay: [], ...empty, funnelBySource: [], funnelByCampaign: [], wonValueBySource: [], responseByWeek: [] };
  }
}

/** Everything the backend reads off the calendar at an instant. */
async function calendarAt(instant: string, zone: string) {
  const now = new Date(instant);
  // The synchronous part runs wholly inside the time zone; the lead stats' period is computed before its first await.
  const stats = new PeriodOnlyStats();
  const { synchronous, period } = inTimeZone(zone, () => {
    const today = businessDay(now);
    const period = new GetLeadStats(stats, new FixedClock(now)).execute({});
    return {
      period,
      synchronous: {
        machineOffset: machineOffset(now),
        clock: businessClock(now),
        madridDay: madridDay(now),
        isoWeekday: isoWeekday(today),
        followUps: { today: businessDayKey(today), overdueUpTo: businessDayKey(addBusinessDays(today, -1)) },
        eightTomorrow: businessInstant(addBusinessDays(today, 1), 8 * 60)?.toISOString(),
        emails: { es: formatReceived(now, 'es'), en: formatReceived(now, 'en') },
        freeSlots: freeSlots({
          now,
          kind: 'survey',
          rules: { ...DEFAULT_VISIT_RULES, minNoticeHours: 0, maxDaysAhead: 2, bufferMinutes: 0 },
          technicians: [openingHoursWeek('office', OPENING_HOURS)],
          daysOff: closuresAsDaysOff(['2026-12-04']),
          busy: [],
        }).map((slot) => slot.start.toISOString()),
      },
    };
  });
  await period;
  const { machineOffset: offset, ...answers } = synchronous;
  return { machineOffset: offset, answers: { ...answers, statsPeriod: stats.asked[0] } };
}

describe('the calendar in other time zones', () => {
  it('sets the process time zone for the code under test and restores it afterwards', () => {
    const july = new Date('2026-07-01T00:00:00Z');
    const before = { offset: machineOffset(july), zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    expect(inTimeZone('Asia/Kolkata', () => machineOffset(july))).toBe('+0530');
    expect(inTimeZone('America/New_York', () => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    expect({ offset: machineOffset(july), zone: Intl.DateTimeFormat().resolvedOptions().timeZone }).toEqual(before);
  });

  describe.each(Object.entries(INSTANTS))('at %s (%s)', (_name, instant) => {
    it.each(['Pacific/Auckland', 'America/New_York', 'Asia/Kolkata', 'Europe/Madrid'])('answers in %s as in UTC', async (zone) => {
      const utc = await calendarAt(instant, 'UTC');
      const there = await calendarAt(instant, zone);
      expect(utc.machineOffset).toBe('+0000');
      expect(there.machineOffset).not.toBe('+0000');
      expect(there.answers).toEqual(utc.answers);
    });
  });

  it('answers what the office sees on a Wednesday evening and a Saturday morning', async () => {
    const { answers: wednesday } = await calendarAt(INSTANTS.wednesday, 'Pacific/Auckland');
    expect(wednesday.isoWeekday).toBe(3);
    expect(wednesday.emails.es).toBe('miércoles, 2 de diciembre de 2026, 19:30');
    expect(wednesday.followUps).toEqual({ today: '2026-12-02', overdueUpTo: '2026-12-01' });
    expect(wednesday.statsPeriod).toEqual({ from: '2026-11-03', to: '2026-12-02' });
    // Thursday 09:00 in Madrid (UTC+1) is the first survey; Friday 4 December is a holiday closure.
    expect(wednesday.freeSlots[0]).toBe('2026-12-03T08:00:00.000Z');
    expect(wednesday.freeSlots.some((start) => start.startsWith('2026-12-04'))).toBe(false);

    const { answers: saturday } = await calendarAt(INSTANTS.saturday, 'America/New_York');
    expect(saturday.isoWeekday).toBe(6);
    expect(saturday.emails.es).toBe('sábado, 5 de diciembre de 2026, 11:00');
    expect(saturday.followUps).toEqual({ today: '2026-12-05', overdueUpTo: '2026-12-04' });
  });

  it('answers Madrid’s wall clock a few minutes before each change, and the slots across it', async () => {
    const { answers: march } = await calendarAt(INSTANTS.marchChange, 'Asia/Kolkata');
    expect(march.emails.es).toBe('domingo, 28 de marzo de 2027, 1:56');
    expect(march.eightTomorrow).toBe('2027-03-29T06:00:00.000Z'); // Monday 08:00 is summer time, UTC+2
    // Sunday 01:00–04:00: 01:56 has passed 01:00 and 01:30; 02:00 and 02:30 never happen; 03:00 is UTC+2.
    expect(march.freeSlots.filter((start) => start.startsWith('2027-03-28'))).toEqual(['2027-03-28T01:00:00.000Z']);

    const { answers: october } = await calendarAt(INSTANTS.octoberChange, 'Pacific/Auckland');
    expect(october.emails.es).toBe('domingo, 31 de octubre de 2027, 2:56');
    expect(october.eightTomorrow).toBe('2027-11-01T07:00:00.000Z'); // Monday 08:00 is winter time, UTC+1
    expect(october.statsPeriod).toEqual({ from: '2027-10-02', to: '2027-10-31' });
  });
});
