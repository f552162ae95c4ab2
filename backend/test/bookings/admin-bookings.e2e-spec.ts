import { forgetBusinessSettings, seedSettingsBody } from '../support/business-settings';
import { createStaffUser, signIn, type TestStaffUser } from '../support/staff-users';
import { adminAuthorization, startTestApp, type TestApp, validQuote } from '../support/test-app';
import { query, resetTables } from '../support/test-database';
import { clearVisits, onlyTechnicianAllDay, validBooking } from './booking-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ALL_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
const RULES = {
  surveyMinutes: 60,
  maintenanceMinutes: 90,
  repairMinutes: 120,
  bufferMinutes: 30,
  minNoticeHours: 0,
  maxDaysAhead: 3,
  appointmentOnlyTowns: [],
  unservedTowns: [],
};

/** The office's calendar day (Europe/Madrid) of an instant, YYYY-MM-DD. */
const madridDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(at);

/** A whole hour some days ahead, so every test's visit is in the future and inside the technician's (all-day) hours. */
const hoursAhead = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR);

function officeVisit(technicianId: string, start: Date, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    technicianId,
    kind: 'survey',
    town: 'marbella',
    start: start.toISOString(),
    name: 'Inés Núñez',
    email: 'ines@example.com',
    phone: '+34 600 222 333',
    language: 'es',
    ...overrides,
  };
}

describe('bookings admin: availability, the calendar and the statistics', () => {
  let t: TestApp;
  let owner: string;
  let office: string;
  let technician: TestStaffUser;
  let technicianAuth: string;
  let otherTechnicianAuth: string;
  const suiteStart = new Date(Date.now() - 1000);

  beforeAll(async () => {
    t = await startTestApp();
    // No lead of an earlier suite in the statistics' period (its start is a second before this suite's).
    await resetTables();
    owner = await adminAuthorization(t);
    technician = await onlyTechnicianAllDay();
    office = await signIn(t, await createStaffUser('office'));
    technicianAuth = await signIn(t, technician);
    otherTechnicianAuth = await signIn(t, await createStaffUser('technician', { name: 'Bruno Technician' }));
  });
  afterAll(async () => {
    await clearVisits();
    await t.close();
  });

  const slots = async () =>
    ((await t.http.get('/api/bookings/slots?kind=survey&town=marbella').expect(200)).body as { slots: { start: string }[] }).slots;
  const visitsOf = async (auth: string, params = '') => {
    const from = new Date(Date.now() - DAY).toISOString();
    const to = new Date(Date.now() + 10 * DAY).toISOString();
    return (await t.http.get(`/api/admin/visits?from=${from}&to=${to}${params}`).set('authorization', auth).expect(200)).body as {
      id: string;
      technicianId: string;
      townName: string;
      start: string;
      status: string;
      source: string;
      contact: { name: string };
    }[];
  };

  it('round-trips the rules (towns once each) and refuses unknown towns and out-of-range numbers', async () => {
    const saved = await t.http
      .put('/api/admin/bookings/rules')
      .set('authorization', office)
      .send({ ...RULES, appointmentOnlyTowns: ['nerja', 'nerja'], unservedTowns: ['estepona'] })
      .expect(200);
    expect(saved.body).toEqual({ ...RULES, appointmentOnlyTowns: ['nerja'], unservedTowns: ['estepona'] });
    const read = await t.http.get('/api/admin/bookings/rules').set('authorization', owner).expect(200);
    expect(read.body).toEqual(saved.body);
    expect((await t.http.get('/api/bookings/slots?kind=survey&town=estepona').expect(200)).body.availability).toBe('unserved');

    const unknown = await t.http
      .put('/api/admin/bookings/rules')
      .set('authorization', office)
      .send({ ...RULES, unservedTowns: ['atlantis'] })
      .expect(400);
    expect(unknown.body.fieldErrors).toEqual({ unservedTowns: expect.objectContaining({ code: 'invalidOption' }) });
    const tooShort = await t.http
      .put('/api/admin/bookings/rules')
      .set('authorization', office)
      .send({ ...RULES, surveyMinutes: 5 })
      .expect(400);
    expect(tooShort.body.fieldErrors.surveyMinutes.code).toBe('tooSmall');
    await t.http.put('/api/admin/bookings/rules').set('authorization', technicianAuth).send(RULES).expect(403);
    await t.http.put('/api/admin/bookings/rules').set('authorization', office).send(RULES).expect(200);
  });

  it('sets weekly hours, refusing overlaps, and lists the staff with them', async () => {
    const path = `/api/admin/bookings/technicians/${technician.id}/hours`;
    const overlapping = [
      { weekday: 2, start: '09:00', end: '13:00' },
      { weekday: 2, start: '12:30', end: '18:00' },
    ];
    const refused = await t.http.put(path).set('authorization', office).send({ hours: overlapping }).expect(400);
    expect(refused.body.fieldErrors).toEqual({ hours: expect.objectContaining({ code: 'invalidInput' }) });
    await t.http
      .put(path)
      .set('authorization', office)
      .send({ hours: [{ weekday: 8, start: '09:00', end: '13:00' }] })
      .expect(400);

    const week = [
      { weekday: 1, start: '09:00', end: '13:00' },
      { weekday: 1, start: '15:00', end: '19:30' },
    ];
    const saved = await t.http.put(path).set('authorization', office).send({ hours: week }).expect(200);
    expect(saved.body).toMatchObject({ id: technician.id, name: 'Ana Technician', hours: week });
    const staff = (await t.http.get('/api/admin/bookings/technicians').set('authorization', owner).expect(200)).body as {
      id: string;
      hours: unknown[];
    }[];
    expect(staff.find((user) => user.id === technician.id)?.hours).toEqual(week);

    await t.http.put(path).set('authorization', office).send({ hours: ALL_DAY }).expect(200);
    expect(await slots()).not.toEqual([]);
  });

  it('takes days off and holidays out of the free times, and gives them back when removed', async () => {
    const firstDay = madridDay(new Date(Date.now() - DAY));
    const lastDay = madridDay(new Date(Date.now() + 6 * DAY));
    const holiday = await t.http
      .post('/api/admin/bookings/days-off')
      .set('authorization', office)
      .send({ technicianId: null, firstDay, lastDay, reason: 'Feria' })
      .expect(201);
    expect(await slots()).toEqual([]);
    const listed = (await t.http.get('/api/admin/bookings/days-off').set('authorization', office).expect(200)).body;
    expect(listed).toContainEqual({ id: holiday.body.id, source: 'office', technicianId: null, firstDay, lastDay, reason: 'Feria' });
    await t.http
      .delete(`/api/admin/bookings/days-off/${holiday.body.id as string}`)
      .set('authorization', office)
      .expect(204);
    await t.http
      .delete(`/api/admin/bookings/days-off/${holiday.body.id as string}`)
      .set('authorization', office)
      .expect(404);

    const ownDays = await t.http
      .post('/api/admin/bookings/days-off')
      .set('authorization', office)
      .send({ technicianId: technician.id, firstDay, lastDay })
      .expect(201);
    expect(await slots()).toEqual([]);
    await t.http
      .delete(`/api/admin/bookings/days-off/${ownDays.body.id as string}`)
      .set('authorization', office)
      .expect(204);
    expect(await slots()).not.toEqual([]);

    const backwards = await t.http
      .post('/api/admin/bookings/days-off')
      .set('authorization', office)
      .send({ technicianId: null, firstDay: lastDay, lastDay: firstDay })
      .expect(400);
    expect(Object.keys(backwards.body.fieldErrors)).toEqual(['lastDay']);
  });

  it("closes the free times on the settings' holiday closures, with technicians' hours, and lists them among the days off", async () => {
    const closed = madridDay(new Date(Date.now() + 2 * DAY));
    const startsOn = (day: string) => async () => (await slots()).filter((slot) => madridDay(new Date(slot.start)) === day);
    expect(await startsOn(closed)()).not.toEqual([]);
    const settings = { ...seedSettingsBody(), holidayClosures: [closed] };
    await t.http.put('/api/admin/settings/business').set('authorization', owner).send(settings).expect(200);
    try {
      expect(await startsOn(closed)()).toEqual([]);
      expect(await slots()).not.toEqual([]);
      const listed = (await t.http.get('/api/admin/bookings/days-off').set('authorization', office).expect(200)).body;
      expect(listed).toContainEqual({ id: null, source: 'settings', technicianId: null, firstDay: closed, lastDay: closed, reason: '' });
    } finally {
      await t.http.put('/api/admin/settings/business').set('authorization', owner).send(seedSettingsBody()).expect(200);
      await forgetBusinessSettings();
    }
    expect(await startsOn(closed)()).not.toEqual([]);
  });

  it('lets the office add a visit at any free time, for a lead without e-mail too, and refuses an overlap with 409', async () => {
    const start = hoursAhead(26);
    const added = await t.http
      .post('/api/admin/visits')
      .set('authorization', office)
      .send(officeVisit(technician.id, start, { notes: 'Called on Monday' }))
      .expect(201);
    expect(added.body).toMatchObject({
      technicianId: technician.id,
      town: 'marbella',
      townName: 'Marbella',
      start: start.toISOString(),
      end: new Date(start.getTime() + HOUR).toISOString(),
      status: 'booked',
      source: 'office',
      contact: { name: 'Inés Núñez', notes: 'Called on Monday', language: 'es' },
    });
    const confirmations = await query<{ to_address: string }>(
      `select to_address from mail_outbox where subject = 'Tu visita está reservada' and to_address = 'ines@example.com'`,
    );
    expect(confirmations).toHaveLength(1);

    // Within the first visit's hour and travel buffer.
    const overlap = await t.http
      .post('/api/admin/visits')
      .set('authorization', office)
      .send(officeVisit(technician.id, new Date(start.getTime() + 80 * 60_000), { email: 'other@example.com' }))
      .expect(409);
    expect(overlap.body.code).toBe('BOOKINGS.SLOT_TAKEN');
    await t.http
      .post('/api/admin/visits')
      .set('authorization', technicianAuth)
      .send(officeVisit(technician.id, hoursAhead(40)))
      .expect(403);
    const unknownLead = await t.http
      .post('/api/admin/visits')
      .set('authorization', office)
      .send(officeVisit(technician.id, hoursAhead(44), { leadId: '00000000-0000-4000-8000-000000000000' }))
      .expect(400);
    expect(Object.keys(unknownLead.body.fieldErrors)).toEqual(['leadId']);

    // A visit for a lead that came by phone moves that lead to survey booked.
    const phoned = (
      await t.http
        .post('/api/quotes')
        .send(validQuote({ email: 'phoned@example.com' }))
        .expect(201)
    ).body.id as string;
    await t.http
      .post('/api/admin/visits')
      .set('authorization', office)
      .send(officeVisit(technician.id, hoursAhead(50), { leadId: phoned, email: 'phoned@example.com' }))
      .expect(201);
    expect(await query('select status from lead where id = $1', [phoned])).toEqual([{ status: 'survey-booked' }]);

    // A lead that only left a phone number gets a visit too: no e-mail address, so no e-mail to them, the office's as ever.
    const phoneOnly = (
      await t.http
        .post('/api/admin/leads')
        .set('authorization', office)
        .send({ channel: 'phone', name: 'Paco Sinmail', phone: '+34 611 999 000', serviceType: 'system-repair', language: 'es' })
        .expect(201)
    ).body.id as string;
    const noEmail = officeVisit(technician.id, hoursAhead(56), { leadId: phoneOnly, name: 'Paco Sinmail', phone: '+34 611 999 000' });
    delete noEmail.email;
    const told = await t.http.post('/api/admin/visits').set('authorization', office).send(noEmail).expect(201);
    expect(told.body).toMatchObject({ leadId: phoneOnly, contact: { name: 'Paco Sinmail', email: '', phone: '+34 611 999 000' } });
    expect(await query('select status from lead where id = $1', [phoneOnly])).toEqual([{ status: 'survey-booked' }]);
    const mailed = await query<{ to_address: string; reply_to: string | null }>(
      `select to_address, reply_to from mail_outbox where text_body like '%Paco Sinmail%'`,
    );
    expect(mailed.length).toBeGreaterThan(0);
    expect(mailed.every((mail) => mail.to_address !== '' && mail.reply_to === null)).toBe(true);
    // A blank address is no address; a wrong one is still refused with the field's message.
    await t.http
      .post('/api/admin/visits')
      .set('authorization', office)
      .send({ ...noEmail, start: hoursAhead(60).toISOString(), email: '  ', leadId: undefined })
      .expect(201);
    const wrong = await t.http
      .post('/api/admin/visits')
      .set('authorization', office)
      .send({ ...noEmail, start: hoursAhead(64).toISOString(), email: 'paco@', leadId: undefined })
      .expect(400);
    expect(wrong.body.fieldErrors.email.code).toBe('emailInvalid');
    // Out of the way of the statistics below.
    await query(`delete from visit where lead_id = any($1) or name = 'Paco Sinmail'`, [[phoned, phoneOnly]]);
    await query('delete from lead where id = any($1)', [[phoned, phoneOnly]]);
  });

  it('shows a technician only their own visits, whatever they ask for', async () => {
    const all = await visitsOf(office);
    expect(all.length).toBeGreaterThan(0);
    expect(all[0]).toMatchObject({ technicianId: technician.id, townName: 'Marbella' });
    expect(await visitsOf(technicianAuth)).toEqual(all);
    expect(await visitsOf(otherTechnicianAuth)).toEqual([]);
    expect(await visitsOf(otherTechnicianAuth, `&technicianId=${technician.id}`)).toEqual([]);
    expect(await visitsOf(office, `&technicianId=${technician.id}`)).toEqual(all);
    await t.http.patch(`/api/admin/visits/${all[0].id}`).set('authorization', technicianAuth).send({ status: 'done' }).expect(403);
    await t.http.get('/api/admin/visits?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z').set('authorization', office).expect(400);
  });

  it('moves a visit and tells the visitor the new time; refuses a move onto another visit; closes and cancels visits', async () => {
    const [visit] = await visitsOf(office);
    const newStart = new Date(new Date(visit.start).getTime() + 3 * HOUR);
    const moved = await t.http
      .patch(`/api/admin/visits/${visit.id}`)
      .set('authorization', office)
      .send({ start: newStart.toISOString() })
      .expect(200);
    expect(moved.body).toMatchObject({
      id: visit.id,
      start: newStart.toISOString(),
      end: new Date(newStart.getTime() + HOUR).toISOString(),
    });
    const notices = await query<{ text_body: string }>(
      `select text_body from mail_outbox where subject = 'Tu visita tiene una nueva hora' and to_address = 'ines@example.com'`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0].text_body).toContain('Marbella');

    const second = await t.http
      .post('/api/admin/visits')
      .set('authorization', office)
      .send(officeVisit(technician.id, new Date(newStart.getTime() + 4 * HOUR), { email: 'second@example.com', language: 'en' }))
      .expect(201);
    await t.http
      .patch(`/api/admin/visits/${second.body.id as string}`)
      .set('authorization', office)
      .send({ start: new Date(newStart.getTime() + 30 * 60_000).toISOString() })
      .expect(409);

    const other = await createStaffUser('technician');
    const reassigned = await t.http
      .patch(`/api/admin/visits/${second.body.id as string}`)
      .set('authorization', office)
      .send({ technicianId: other.id })
      .expect(200);
    expect(reassigned.body.technicianId).toBe(other.id);
    expect(
      await query(`select 1 from mail_outbox where subject = 'Your visit has a new time' and to_address = 'second@example.com'`),
    ).toHaveLength(1);

    await t.http
      .patch(`/api/admin/visits/${second.body.id as string}`)
      .set('authorization', office)
      .send({ status: 'no-show' })
      .expect(200);
    const closed = await t.http
      .patch(`/api/admin/visits/${second.body.id as string}`)
      .set('authorization', office)
      .send({ start: newStart.toISOString() })
      .expect(409);
    expect(closed.body.code).toBe('BOOKINGS.VISIT_CLOSED');
    const cancelled = await t.http
      .patch(`/api/admin/visits/${visit.id}`)
      .set('authorization', office)
      .send({ status: 'cancelled' })
      .expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(
      await query(`select 1 from mail_outbox where subject = 'Tu visita está cancelada' and to_address = 'ines@example.com'`),
    ).toHaveLength(1);
    await t.http
      .patch('/api/admin/visits/00000000-0000-4000-8000-000000000000')
      .set('authorization', office)
      .send({ status: 'done' })
      .expect(404);
  });

  it('counts bookings per source, quotes that booked online, and no-shows', async () => {
    const quote = (
      await t.http
        .post('/api/quotes')
        .send(validQuote({ email: 'stats@example.com' }))
        .expect(201)
    ).body.id as string;
    await t.http
      .post('/api/quotes')
      .send(validQuote({ email: 'stats2@example.com' }))
      .expect(201);
    const [slot] = await slots();
    const online = await t.http
      .post('/api/bookings')
      .send(validBooking(slot.start, { email: 'stats@example.com' }))
      .expect(201);
    // The public booking page links its lead itself; here the link is written directly.
    await query('update visit set lead_id = $1 where id = $2', [quote, online.body.id]);

    const from = suiteStart.toISOString();
    const to = new Date(Date.now() + 30 * DAY).toISOString();
    const stats = await t.http.get(`/api/admin/bookings/stats?from=${from}&to=${to}`).set('authorization', office).expect(200);
    expect(stats.body).toEqual({
      bySource: { online: 1, office: 2 },
      noShows: 1,
      quoteLeads: 2,
      quoteLeadsBookedOnline: 1,
      onlineBookingShare: 0.5,
    });
    await t.http.get(`/api/admin/bookings/stats?from=${from}&to=${to}`).set('authorization', technicianAuth).expect(403);
  });
});
