import { startTestApp, type TestApp } from '../support/test-app';
import { createStaffUser, signIn } from '../support/staff-users';
import { query, resetTables } from '../support/test-database';
import { clearVisits, validBooking } from './booking-support';

interface Slots {
  availability: string;
  slots: { start: string; end: string }[];
}

/**
 * A fresh install (issue 41): no technician has working hours, so the free times follow the business's opening hours,
 * booked to the first active owner; once a technician has hours, only theirs count.
 */
describe('bookings: a fresh install follows the opening hours', () => {
  let t: TestApp;
  let ownerAuth: string;

  beforeAll(async () => {
    t = await startTestApp();
    await resetTables();
    await clearVisits();
    ownerAuth = await signIn(t, await createStaffUser('owner', { name: 'Olga Owner' }));
  });
  afterAll(async () => {
    await clearVisits();
    await t.close();
  });

  const firstOwner = async () =>
    (
      await query<{ id: string }>(`select id from staff_users where role = 'owner' and status = 'active' order by created_at, id limit 1`)
    )[0]?.id;
  const slots = async () => (await t.http.get('/api/bookings/slots?kind=survey&town=marbella&lang=en').expect(200)).body as Slots;
  const madridHour = (instant: string) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', hour: '2-digit', hourCycle: 'h23' }).format(new Date(instant)));

  it('offers the opening hours and books the visit to the first owner, who the admin names', async () => {
    const found = await slots();
    expect(found.availability).toBe('online');
    expect(found.slots.length).toBeGreaterThan(0);
    // The seed's hours: Monday to Friday 08:00-20:00, Saturday 09:00-14:00 (a one-hour survey ends by closing time).
    for (const slot of found.slots) expect(madridHour(slot.start)).toBeGreaterThanOrEqual(8);
    for (const slot of found.slots) expect(madridHour(slot.end) * 60 + new Date(slot.end).getUTCMinutes()).toBeLessThanOrEqual(20 * 60);
    const start = found.slots[0]?.start ?? '';
    await t.http
      .post('/api/bookings')
      .send(validBooking(start, { email: 'fresh@example.com' }))
      .expect(201);
    const [visit] = await query<{ technician_id: string }>('select technician_id from visit where email = $1', ['fresh@example.com']);
    expect(visit?.technician_id).toBe(await firstOwner());
    const staff = (await t.http.get('/api/admin/bookings/technicians').set('authorization', ownerAuth).expect(200)).body as {
      id: string;
      standsIn: boolean;
    }[];
    expect(staff.filter((week) => week.standsIn).map((week) => week.id)).toEqual([await firstOwner()]);
  });

  it("counts only the technicians' hours once one has some", async () => {
    const technician = await createStaffUser('technician', { name: 'Ana Technician' });
    await t.http
      .put(`/api/admin/bookings/technicians/${technician.id}/hours`)
      .set('authorization', ownerAuth)
      .send({ hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })) })
      .expect(200);
    const found = await slots();
    expect(found.slots.some((slot) => madridHour(slot.start) < 8)).toBe(true);
    const night = found.slots.find((slot) => madridHour(slot.start) < 8)?.start ?? '';
    await t.http
      .post('/api/bookings')
      .send(validBooking(night, { email: 'night@example.com' }))
      .expect(201);
    const [visit] = await query<{ technician_id: string }>('select technician_id from visit where email = $1', ['night@example.com']);
    expect(visit?.technician_id).toBe(technician.id);
    const staff = (await t.http.get('/api/admin/bookings/technicians').set('authorization', ownerAuth).expect(200)).body as {
      standsIn: boolean;
    }[];
    expect(staff.some((week) => week.standsIn)).toBe(false);
  });
});
