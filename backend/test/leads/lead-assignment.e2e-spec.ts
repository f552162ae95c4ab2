import { adminAuthorization, startTestApp, type TestApp, validQuote } from '../support/test-app';
import { createStaffUser, signIn, type TestStaffUser } from '../support/staff-users';
import { query, resetTables } from '../support/test-database';

describe('leads assigned to a technician', () => {
  let t: TestApp;
  let owner: string;
  let office: string;
  let technician: TestStaffUser;
  let technicianAuth: string;
  let theirs: string;
  let other: string;

  beforeAll(async () => {
    t = await startTestApp();
    await resetTables();
    owner = await adminAuthorization(t);
    office = await signIn(t, await createStaffUser('office'));
    technician = await createStaffUser('technician');
    technicianAuth = await signIn(t, technician);
    theirs = (
      await t.http
        .post('/api/quotes')
        .send(validQuote({ name: 'Assigned Lead' }))
        .expect(201)
    ).body.id;
    other = (
      await t.http
        .post('/api/quotes')
        .send(validQuote({ name: 'Other Lead' }))
        .expect(201)
    ).body.id;
  });
  afterAll(async () => {
    await t.close();
    await resetTables();
  });

  it('are assigned by the owner or the office, and unassigned with null', async () => {
    const assigned = await t.http
      .put(`/api/admin/leads/${theirs}/assignee`)
      .set('authorization', office)
      .send({ userId: technician.id })
      .expect(200);
    expect(assigned.body.assignedToId).toBe(technician.id);
    await t.http.put(`/api/admin/leads/${other}/assignee`).set('authorization', owner).send({ userId: technician.id }).expect(200);
    const cleared = await t.http.put(`/api/admin/leads/${other}/assignee`).set('authorization', owner).send({ userId: null }).expect(200);
    expect(cleared.body.assignedToId).toBeNull();
    const [row] = await query<{ assigned_to_id: string | null }>('select assigned_to_id from lead where id = $1', [other]);
    expect(row.assigned_to_id).toBeNull();
  });

  it('refuses an unknown user, a missing userId and another field', async () => {
    const unknown = await t.http
      .put(`/api/admin/leads/${other}/assignee`)
      .set('authorization', owner)
      .send({ userId: '00000000-0000-4000-8000-00000000cafe' })
      .expect(400);
    expect(Object.keys(unknown.body.fieldErrors)).toEqual(['userId']);
    await t.http.put(`/api/admin/leads/${other}/assignee`).set('authorization', owner).send({}).expect(400);
    await t.http.put(`/api/admin/leads/${other}/assignee`).set('authorization', owner).send({ userId: null, extra: 1 }).expect(400);
    await t.http.put(`/api/admin/leads/${theirs}/assignee`).set('authorization', technicianAuth).send({ userId: null }).expect(403);
  });

  it('are the only leads a technician lists, reads and moves', async () => {
    const list = await t.http.get('/api/admin/leads').set('authorization', technicianAuth).expect(200);
    expect(list.body.data.map((lead: { id: string }) => lead.id)).toEqual([theirs]);
    expect(list.body.total).toBe(1);
    await t.http.get(`/api/admin/leads/${theirs}`).set('authorization', technicianAuth).expect(200);
    await t.http.get(`/api/admin/leads/${other}`).set('authorization', technicianAuth).expect(404);
    await t.http.patch(`/api/admin/leads/${other}/status`).set('authorization', technicianAuth).send({ status: 'contacted' }).expect(404);
    const moved = await t.http
      .patch(`/api/admin/leads/${theirs}/status`)
      .set('authorization', technicianAuth)
      .send({ status: 'contacted' })
      .expect(200);
    expect(moved.body.status).toBe('contacted');
    const all = await t.http.get('/api/admin/leads').set('authorization', office).expect(200);
    expect(all.body.total).toBe(2);
  });

  it("e-mails the new assignee the lead's link, once, in their language, and puts it on the timeline", async () => {
    const mailsAbout = (id: string) =>
      query<{ to_address: string; subject: string; text_body: string }>(
        `select to_address, subject, text_body from mail_outbox where text_body like '%/admin/leads/' || $1 || '%'`,
        [id],
      );
    const lead = (
      await t.http
        .post('/api/quotes')
        .send(validQuote({ name: 'Rosa Breakdown', serviceType: 'system-repair' }))
        .expect(201)
    ).body.id as string;
    await t.http.put(`/api/admin/leads/${lead}/assignee`).set('authorization', office).send({ userId: technician.id }).expect(200);
    const toTechnician = async () => (await mailsAbout(lead)).filter((mail) => mail.to_address === technician.email);
    const [mail, ...more] = await toTechnician();
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Emergency assigned to you: Rosa Breakdown – System repair');
    // The same assignee again e-mails no one.
    await t.http.put(`/api/admin/leads/${lead}/assignee`).set('authorization', office).send({ userId: technician.id }).expect(200);
    expect(await toTechnician()).toHaveLength(1);
    const { timeline } = (await t.http.get(`/api/admin/leads/${lead}`).set('authorization', office).expect(200)).body as {
      timeline: { kind: string; recipient?: string; subject?: string }[];
    };
    expect(timeline).toContainEqual(expect.objectContaining({ kind: 'email', recipient: 'staff', subject: mail.subject }));
  });
});
