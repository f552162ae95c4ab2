import { adminAuthorization, startTestApp, type TestApp, validQuote } from '../support/test-app';
import { query, resetTables } from '../support/test-database';
import { clearVisits, onlyTechnicianAllDay, validBooking } from './booking-support';

interface Slots {
  town: string;
  availability: string;
  slots: { start: string; end: string }[];
  message?: string;
}

describe('bookings: a visitor books a visit at a free time', () => {
  let t: TestApp;
  let technicianId: string;
  let technician: { id: string; email: string };

  beforeAll(async () => {
    t = await startTestApp();
    await resetTables();
    technician = await onlyTechnicianAllDay();
    technicianId = technician.id;
  });
  afterAll(async () => {
    await clearVisits();
    await t.close();
  });

  const slots = async (kind: string, town: string, lang = 'en') =>
    (await t.http.get(`/api/bookings/slots?kind=${kind}&town=${town}&lang=${lang}`).expect(200)).body as Slots;

  it('lists free times on the half-hour grid, each as long as the kind of visit', async () => {
    const found = await slots('repair', 'marbella');
    expect(found.availability).toBe('online');
    expect(found.slots.length).toBeGreaterThan(10);
    for (const slot of found.slots.slice(0, 5)) {
      expect(new Date(slot.end).getTime() - new Date(slot.start).getTime()).toBe(120 * 60_000);
      expect(new Date(slot.start).getUTCMinutes() % 30).toBe(0);
    }
  });

  it('books a time once, answers a retry with the same visit, and takes the time out of the list', async () => {
    const [first] = (await slots('survey', 'marbella')).slots;
    const booked = await t.http.post('/api/bookings').send(validBooking(first.start)).expect(201);
    expect(booked.body).toMatchObject({ kind: 'survey', town: 'marbella', start: first.start, end: first.end });
    expect(booked.headers['idempotent-replayed']).toBeUndefined();

    const retry = await t.http.post('/api/bookings').send(validBooking(first.start)).expect(201);
    expect(retry.body.id).toBe(booked.body.id);
    expect(retry.headers['idempotent-replayed']).toBe('true');

    const someoneElse = await t.http
      .post('/api/bookings')
      .send(validBooking(first.start, { email: 'other@example.com' }))
      .expect(409);
    expect(someoneElse.body).toMatchObject({ code: 'BOOKINGS.SLOT_TAKEN', fieldErrors: { start: { code: 'slotTaken' } } });

    const after = (await slots('survey', 'marbella')).slots.map((slot) => slot.start);
    expect(after).not.toContain(first.start);
    // The survey and its 30-minute travel buffer keep the next hour and a half free of any other start.
    const taken = new Date(first.start).getTime();
    expect(after.filter((start) => Math.abs(new Date(start).getTime() - taken) < 90 * 60_000)).toEqual([]);

    const [visit] = await query<{ technician_id: string; source: string; status: string }>('select * from visit where id = $1', [
      booked.body.id,
    ]);
    expect(visit).toMatchObject({ technician_id: technicianId, source: 'online', status: 'booked' });
    const mails = await query<{ to_address: string; subject: string }>(
      `select to_address, subject from mail_outbox where subject like 'Your visit is booked%' or subject like 'Visit%' order by created_at`,
    );
    // The visitor in their language; the office (STAFF_LANGUAGE, Spanish by default) and the technician in theirs.
    expect(mails.map((mail) => mail.subject.replace(/:.*/, ''))).toEqual(['Your visit is booked', 'Visita reservada', 'Visit booked']);
    expect(mails.map((mail) => mail.to_address)).toEqual(['erik@example.com', 'staff@costasol.test', technician.email]);
  });

  it('leaves no way around the database: an overlapping visit is refused by PostgreSQL itself', async () => {
    const [visit] = await query<{ starts_at: Date }>(`select starts_at from visit where status = 'booked' limit 1`);
    await expect(
      query(
        `insert into visit (id, technician_id, kind, town, starts_at, ends_at, blocked_until, source, name, email, phone, language)
         values (gen_random_uuid(), $1, 'survey', 'marbella', $2, $2::timestamptz + interval '1 hour', $2::timestamptz + interval '1 hour', 'office', 'X', 'x@example.com', '600000000', 'en')`,
        [technicianId, new Date(visit.starts_at.getTime() + 15 * 60_000)],
      ),
    ).rejects.toThrow(/visit_no_double_booking/);
  });

  it('refuses a time that is not offered, an unknown town, and unknown fields, with the form messages', async () => {
    const [first] = (await slots('survey', 'marbella')).slots;
    const offGrid = new Date(new Date(first.start).getTime() + 10 * 60_000).toISOString();
    const notOffered = await t.http
      .post('/api/bookings')
      .send(validBooking(offGrid, { email: 'grid@example.com' }))
      .expect(400);
    expect(notOffered.body.fieldErrors.start).toEqual({
      code: 'slotNotOffered',
      message: 'This time is not offered. Please choose one of the listed times.',
    });

    const unknownTown = await t.http
      .post('/api/bookings')
      .send(validBooking(first.start, { town: 'atlantis' }))
      .expect(400);
    expect(unknownTown.body.fieldErrors.town.code).toBe('invalidOption');

    const invalid = await t.http
      .post('/api/bookings')
      .send({ ...validBooking('tomorrow'), kind: 'party', extra: 1 })
      .expect(400);
    expect(Object.keys(invalid.body.fieldErrors).sort()).toEqual(['extra', 'kind', 'start']);
  });

  it('sends towns outside the standard area to the phone, and towns the office does not serve away', async () => {
    const far = await slots('survey', 'nerja', 'es');
    expect(far).toMatchObject({ availability: 'appointment-only', slots: [] });
    expect(far.message).toMatch(/por teléfono/);
    await query(`update visit_rules set unserved_towns = '{estepona}'`);
    const unserved = await slots('survey', 'estepona');
    expect(unserved).toMatchObject({
      availability: 'unserved',
      slots: [],
      message: 'We do not serve this town. Call us if you are unsure.',
    });
    const refused = await t.http
      .post('/api/bookings')
      .send(validBooking(new Date().toISOString(), { town: 'estepona' }))
      .expect(400);
    expect(refused.body.fieldErrors.town.code).toBe('townUnserved');
    await query(`update visit_rules set unserved_towns = '{}'`);
  });

  it("links the visit to the visitor's quote request and moves the lead to survey booked, only from the same address", async () => {
    const lead = (
      await t.http
        .post('/api/quotes')
        .send(validQuote({ email: 'quote.then.visit@example.com' }))
        .expect(201)
    ).body.id as string;
    const starts = (await slots('survey', 'marbella')).slots.map((slot) => slot.start);
    const stranger = await t.http
      .post('/api/bookings')
      .send(validBooking(starts[0], { email: 'stranger@example.com', leadId: lead }))
      .expect(201);
    const own = await t.http
      .post('/api/bookings')
      .send(validBooking(starts[4], { email: 'Quote.Then.Visit@example.com', leadId: lead }))
      .expect(201);
    const visits = await query<{ id: string; lead_id: string | null }>('select id, lead_id from visit where id = any($1)', [
      [stranger.body.id, own.body.id],
    ]);
    // Someone else's lead is not theirs: the stranger's booking opens a lead of its own.
    const linked = Object.fromEntries(visits.map((visit) => [visit.id, visit.lead_id]));
    expect(linked[own.body.id]).toBe(lead);
    expect(await query('select email from lead where id = $1', [linked[stranger.body.id]])).toEqual([{ email: 'stranger@example.com' }]);
    const [{ status }] = await query<{ status: string }>('select status from lead where id = $1', [lead]);
    expect(status).toBe('survey-booked');
    // On the lead's timeline: a stage change by no staff member.
    expect(await query(`select kind, author_id, payload from lead_event where lead_id = $1 and kind = 'stage'`, [lead])).toEqual([
      { kind: 'stage', author_id: null, payload: { from: 'new', to: 'survey-booked' } },
    ]);

    // Without the id (the page without JavaScript, a link opened later): the latest open quote from the same address.
    const later = (
      await t.http
        .post('/api/quotes')
        .send(validQuote({ email: 'quote.later@example.com' }))
        .expect(201)
    ).body.id as string;
    const byAddress = await t.http
      .post('/api/bookings')
      .send(validBooking(starts[8], { email: 'QUOTE.LATER@example.com' }))
      .expect(201);
    expect(await query('select lead_id from visit where id = $1', [byAddress.body.id])).toEqual([{ lead_id: later }]);
    expect(await query('select status from lead where id = $1', [later])).toEqual([{ status: 'survey-booked' }]);
  });

  it('opens a lead for a visitor who books without a quote request, found in the leads by name and by phone', async () => {
    const [start] = (await slots('repair', 'marbella', 'es')).slots.map((slot) => slot.start);
    const booking = validBooking(start, {
      kind: 'repair',
      name: 'Greta Nueva Reserva',
      email: 'greta.new@example.com',
      phone: '+34 622 314 159',
      language: 'es',
    });
    const booked = await t.http.post('/api/bookings').send(booking).expect(201);
    // A retry of the same booking is answered with it (the same visit), and opens no second lead.
    const retried = await t.http.post('/api/bookings').send(booking).expect(201);
    expect(retried.body.id).toBe(booked.body.id);
    const [{ lead_id: leadId }] = await query<{ lead_id: string }>('select lead_id from visit where id = $1', [booked.body.id]);
    const owner = await adminAuthorization(t);
    for (const q of ['Greta Nueva', '622 314 159']) {
      const found = await t.http
        .get(`/api/admin/leads?q=${encodeURIComponent(q)}`)
        .set('authorization', owner)
        .expect(200);
      expect(found.body.data.map((row: { id: string }) => row.id)).toEqual([leadId]);
    }
    const lead = (await t.http.get(`/api/admin/leads/${leadId}`).set('authorization', owner).expect(200)).body;
    expect(lead).toMatchObject({
      kind: 'quote',
      status: 'survey-booked',
      channel: 'web',
      name: 'Greta Nueva Reserva',
      email: 'greta.new@example.com',
      phone: '+34 622 314 159',
      fields: { serviceType: 'system-repair', town: 'marbella' },
      origin: { language: 'es', pagePath: '/es/reservar' },
    });
    expect(lead.timeline).toEqual([expect.objectContaining({ kind: 'stage', from: 'new', to: 'survey-booked' })]);
    // The booking's e-mails stand for the lead's: no "new quote request" to the office, no quote confirmation.
    expect(await query(`select subject from mail_outbox where text_body like '%Greta Nueva Reserva%' and subject like '%uote%'`)).toEqual(
      [],
    );
  });
});
