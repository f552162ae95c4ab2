import ICAL from 'ical.js';
import { startTestApp, type TestApp } from '../support/test-app';
import { query, resetTables } from '../support/test-database';
import { TestSmtpServer } from '../support/test-smtp-server';
import { clearVisits, onlyTechnicianAllDay, validBooking } from './booking-support';

const VISITOR = 'ines.visit@example.com';

function calendarEvent(ics: string): { method: string; event: ICAL.Event } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('The calendar file holds no event');
  return { method: String(calendar.getFirstPropertyValue('method')), event: new ICAL.Event(vevent) };
}

describe("bookings: the visitor's e-mails, calendar file and manage link", () => {
  const smtp = new TestSmtpServer();
  let t: TestApp;

  beforeAll(async () => {
    await resetTables();
    await smtp.start();
    t = await startTestApp({ SMTP_URL: smtp.url });
    await onlyTechnicianAllDay();
  });
  afterAll(async () => {
    await clearVisits();
    await t.close();
    await smtp.stop();
  });

  const freeStarts = async () =>
    ((await t.http.get('/api/bookings/slots?kind=survey&town=marbella').expect(200)).body.slots as { start: string }[]).map(
      (slot) => slot.start,
    );
  const visitorMails = async (count: number) => smtp.waitFor(count, 20_000, { to: VISITOR });
  const manageToken = (html: string) => /[?&amp;]manage=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(html)?.[1] ?? '';

  it('confirms with a calendar file a library reads (start in UTC), then moves and cancels through the link', async () => {
    const [first, , , , second] = await freeStarts();
    const booked = await t.http
      .post('/api/bookings')
      .send(validBooking(first, { email: VISITOR, language: 'es' }))
      .expect(201);

    const [confirmation] = await visitorMails(1);
    expect(confirmation.parsed.subject).toBe('Tu visita está reservada');
    const [attachment] = confirmation.parsed.attachments;
    expect(attachment.contentType).toBe('text/calendar');
    const { method, event } = calendarEvent(attachment.content.toString('utf8'));
    expect(method).toBe('PUBLISH');
    expect(event.startDate.toJSDate().toISOString()).toBe(first);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(60 * 60_000);
    expect(event.uid).toContain(booked.body.id);
    expect(event.location).toBe('Marbella');
    // The e-mail repeats nothing the visitor typed.
    expect(confirmation.parsed.text).not.toContain('Erik');

    const token = manageToken(String(confirmation.parsed.html));
    expect(token).not.toBe('');
    const seen = await t.http.get(`/api/bookings/manage?token=${token}`).expect(200);
    expect(seen.body).toMatchObject({ id: booked.body.id, status: 'booked', start: first, language: 'es' });

    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.http.get(`/api/bookings/manage?token=${altered}`).expect(404)).body.code).toBe('BOOKINGS.LINK_INVALID');
    await t.http.post('/api/bookings/manage/cancel').send({ token: altered }).expect(404);

    const moved = await t.http.post('/api/bookings/manage/reschedule').send({ token, start: second }).expect(200);
    expect(moved.body).toMatchObject({ id: booked.body.id, start: second, status: 'booked' });
    const [, movedMail] = await visitorMails(2);
    expect(movedMail.parsed.subject).toBe('Tu visita tiene una nueva hora');
    const movedEvent = calendarEvent(movedMail.parsed.attachments[0].content.toString('utf8')).event;
    expect(movedEvent.startDate.toJSDate().toISOString()).toBe(second);
    expect(movedEvent.sequence).toBe(1);
    expect(await freeStarts()).toContain(first);

    const cancelled = await t.http.post('/api/bookings/manage/cancel').send({ token }).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    const [, , cancelMail] = await visitorMails(3);
    const cancelledCalendar = calendarEvent(cancelMail.parsed.attachments[0].content.toString('utf8'));
    expect(cancelledCalendar.method).toBe('CANCEL');
    expect(cancelledCalendar.event.sequence).toBe(2);
    expect(await freeStarts()).toContain(second);
    expect((await t.http.post('/api/bookings/manage/cancel').send({ token }).expect(409)).body.code).toBe('BOOKINGS.NOT_CHANGEABLE');

    // The office and the technician heard of each change.
    const [{ count }] = await query<{ count: string }>(
      `select count(*)::text as count from mail_outbox where to_address <> $1 and (subject like 'Visit%' or subject like 'Visita%')`,
      [VISITOR],
    );
    expect(Number(count)).toBe(6);
  });
});
