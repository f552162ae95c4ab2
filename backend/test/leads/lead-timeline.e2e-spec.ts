import { LEAD_NOTE_LIMITS } from '@costa-sol/common';
import { signInLeadTeam } from '../support/lead-team';
import type { TestStaffUser } from '../support/staff-users';
import { startTestApp, type TestApp, validQuote } from '../support/test-app';
import { resetTables, waitUntilOutboxEmpty } from '../support/test-database';

interface TimelineEntry {
  kind: string;
  authorName: string | null;
  text?: string;
  from?: string;
  to?: string;
  note?: string;
  assigneeName?: string | null;
  recipient?: string;
}

describe("a lead's timeline: notes never overwritten, stage changes, assignments and e-mails, with who and when", () => {
  let t: TestApp;
  let owner: string;
  let officeAuth: string;
  let technician: TestStaffUser;
  let technicianAuth: string;
  let leadId: string;
  let otherId: string;

  beforeAll(async () => {
    t = await startTestApp();
    await resetTables();
    ({ owner, officeAuth, technician, technicianAuth } = await signInLeadTeam(t));
    leadId = (
      await t.http
        .post('/api/quotes')
        .send(validQuote({ name: 'Timeline Lead' }))
        .expect(201)
    ).body.id;
    otherId = (
      await t.http
        .post('/api/quotes')
        .send(validQuote({ name: 'Other Lead' }))
        .expect(201)
    ).body.id;
  });
  afterAll(async () => {
    await waitUntilOutboxEmpty();
    await t.close();
    await resetTables();
  });

  const timelineOf = async (id: string, auth = owner): Promise<TimelineEntry[]> =>
    (await t.http.get(`/api/admin/leads/${id}`).set('authorization', auth).expect(200)).body.timeline;
  const addNote = (id: string, text: unknown, auth = owner) =>
    t.http.post(`/api/admin/leads/${id}/notes`).set('authorization', auth).send({ text });

  it('starts with the e-mails the lead caused, sent by the system', async () => {
    const timeline = await timelineOf(leadId);
    expect(timeline.map((entry) => [entry.kind, entry.recipient, entry.authorName])).toEqual(
      expect.arrayContaining([
        ['email', 'staff', null],
        ['email', 'visitor', null],
      ]),
    );
  });

  it('keeps two notes on one lead, both listed newest first with their authors', async () => {
    await addNote(leadId, '  Called, no answer.  ').expect(201);
    const answer = await addNote(leadId, 'Called again: visit wanted next week.', officeAuth).expect(201);
    const notes = (answer.body.timeline as TimelineEntry[]).filter((entry) => entry.kind === 'note');
    expect(notes.map((note) => [note.text, note.authorName])).toEqual([
      ['Called again: visit wanted next week.', 'Olga Office'],
      ['Called, no answer.', expect.any(String)],
    ]);
    expect((await timelineOf(leadId)).filter((entry) => entry.kind === 'note')).toHaveLength(2);
  });

  it('records each stage change and assignment with its author', async () => {
    await t.http
      .patch(`/api/admin/leads/${leadId}/status`)
      .set('authorization', officeAuth)
      .send({ status: 'contacted', note: 'Spoke to her.' })
      .expect(200);
    await t.http.put(`/api/admin/leads/${leadId}/assignee`).set('authorization', officeAuth).send({ userId: technician.id }).expect(200);
    const timeline = await timelineOf(leadId);
    // The assignment e-mailed the technician (lead-assignment.e2e-spec.ts), at the same instant.
    expect(timeline.filter((entry) => entry.kind === 'email' && entry.recipient === 'staff')).toHaveLength(2);
    const [assigned, stage] = timeline.filter((entry) => entry.kind !== 'email');
    expect(assigned).toMatchObject({ kind: 'assigned', assigneeName: 'Tomás Técnico', authorName: 'Olga Office' });
    expect(stage).toMatchObject({ kind: 'stage', from: 'new', to: 'contacted', note: 'Spoke to her.', authorName: 'Olga Office' });
  });

  it('refuses an empty, missing, too long or foreign note with the shared messages', async () => {
    const empty = await addNote(leadId, '   ').expect(400);
    expect(empty.body.fieldErrors.text.code).toBe('required');
    const missing = await t.http.post(`/api/admin/leads/${leadId}/notes`).set('authorization', owner).send({}).expect(400);
    expect(missing.body.fieldErrors.text.code).toBe('required');
    const long = await addNote(leadId, 'x'.repeat(LEAD_NOTE_LIMITS.max + 1)).expect(400);
    expect(long.body.fieldErrors.text.code).toBe('tooLong');
    await addNote(leadId, 'x'.repeat(LEAD_NOTE_LIMITS.max)).expect(201);
    await addNote(leadId, 42).expect(400);
    await t.http.post(`/api/admin/leads/${leadId}/notes`).set('authorization', owner).send({ text: 'ok', author: 'me' }).expect(400);
    await addNote('00000000-0000-4000-8000-000000000000', 'Nobody').expect(404);
    await t.http.post(`/api/admin/leads/${leadId}/notes`).send({ text: 'Anonymous' }).expect(401);
  });

  it('lets a technician read and add notes only on their own leads', async () => {
    await addNote(leadId, 'Visit done, quote to follow.', technicianAuth).expect(201);
    const timeline = await timelineOf(leadId, technicianAuth);
    expect(timeline[0]).toMatchObject({ kind: 'note', text: 'Visit done, quote to follow.', authorName: 'Tomás Técnico' });
    await addNote(otherId, 'Not mine.', technicianAuth).expect(404);
    expect((await timelineOf(otherId)).filter((entry) => entry.kind === 'note')).toEqual([]);
  });
});
