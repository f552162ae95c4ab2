import { InvalidStatsPeriodError } from '../domain/lead.errors';
import type { StatsPeriod } from '@costa-sol/common';
import { GetLeadStats } from './get-lead-stats.use-case';
import { LeadStats, type LeadStatsReport } from './lead-stats.port';
import { FixedClock } from '../../../shared/application/clock.port';

/** Records the period asked for and answers an empty report. */
class FakeStats extends LeadStats {
  asked: StatsPeriod[] = [];
  async forPeriod(period: StatsPeriod): Promise<LeadStatsReport> {
    this.asked.push(period);
    const empty = { byKind: [], byLanguage: [], byUtmSource: [], byUtmCampaign: [], byReferrerHost: [], byLandingPage: [] };
    return { ...period, total: 0, byDay: [], ...empty, funnelBySource: [], funnelByCampaign: [], wonValueBySource: [], responseByWeek: [] };
  }
}

describe('GetLeadStats', () => {
  const setup = () => {
    const stats = new FakeStats();
    return { stats, useCase: new GetLeadStats(stats, new FixedClock('2026-12-05T10:00:00Z')) };
  };

  it('takes the last 30 days up to today in Madrid by default', async () => {
    const { stats, useCase } = setup();
    // 00:30 on 1 April in Madrid (summer time) is still 31 March in UTC.
    await useCase.execute({}, new Date('2026-03-31T22:30:00Z'));
    expect(stats.asked).toEqual([{ from: '2026-03-03', to: '2026-04-01' }]);
    await useCase.execute({ to: '2026-03-01' });
    expect(stats.asked[1]).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('accepts one day and up to 366 days (a leap year)', async () => {
    const { stats, useCase } = setup();
    await useCase.execute({ from: '2028-02-29', to: '2028-02-29' });
    await useCase.execute({ from: '2028-01-01', to: '2028-12-31' });
    expect(stats.asked).toHaveLength(2);
  });

  it.each([
    [{ from: '2026-04-02', to: '2026-04-01' }, 'to'],
    [{ from: '2027-01-01', to: '2028-01-02' }, 'from'],
    [{ from: '2026-02-29', to: '2026-03-01' }, 'from'],
    [{ from: '2026-03-01', to: '2026-13-01' }, 'to'],
  ])('refuses %j, naming the field at fault', async (input, field) => {
    const { stats, useCase } = setup();
    const error = await useCase.execute(input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidStatsPeriodError);
    expect((error as InvalidStatsPeriodError).fieldError.field).toBe(field);
    expect(stats.asked).toEqual([]);
  });
});
