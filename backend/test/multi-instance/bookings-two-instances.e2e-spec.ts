import { startTestApp, type TestApp } from '../support/test-app';
import { query } from '../support/test-database';
import { clearVisits, onlyTechnicianAllDay, validBooking } from '../bookings/booking-support';

// Two app instances on one PostgreSQL, as behind a load balancer: the database, not an instance's memory, decides.
describe('bookings: two instances, one technician, one time', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([startTestApp(), startTestApp()]);
    await onlyTechnicianAllDay();
  });
  afterAll(async () => {
    await clearVisits();
    await Promise.all([a?.close(), b?.close()]);
  });

  it('gives 50 visitors asking for the same time at once exactly one visit: one 201 and 49 × 409', async () => {
    const { slots } = (await a.http.get('/api/bookings/slots?kind=survey&town=marbella').expect(200)).body as {
      slots: { start: string }[];
    };
    const start = slots[0].start;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        (index % 2 === 0 ? a : b).http.post('/api/bookings').send(validBooking(start, { email: `visitor${index}@example.com` })),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.code).toBe('BOOKINGS.SLOT_TAKEN');
    expect(await query(`select 1 from visit where starts_at = $1 and status <> 'cancelled'`, [start])).toHaveLength(1);
  });
});
