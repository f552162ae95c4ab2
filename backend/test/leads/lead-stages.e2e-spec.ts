import { LEAD_AMOUNT_LIMITS, LEAD_NOTE_LIMITS } from '@costa-sol/common';
import { createStaffUser, signIn } from '../support/staff-users';
import { adminAuthorization, startTestApp, type TestApp, validQuote } from '../support/test-app';
import { resetTables, waitUntilOutboxEmpty } from '../support/test-database';

describe('stages with their figures (quote amount, won value, lost reason) and the first response time', () => {
  let t: TestApp;
  let owner: string;
  let technicianAuth: string;

  beforeAll(async () => {
    t = await startTestApp();
    await resetTables();
    owner = await adminAuthorization(t);
    technicianAuth = await signIn(t, await createStaffUser('technician'));
  });
  afterAll(async () => {
    await waitUntilOutboxEmpty();
    await t.close();
    await resetTables();
  });

  const newLead = async () => (await t.http.post('/api/quotes').send(validQuote()).expect(201)).body.id as string;
  const move = (id: string, body: Record<string, unknown>) =>
    t.http.patch(`/api/admin/leads/${id}/status`).set('authorization', owner).send(body);
  const lead = async (id: string) => (await t.http.get(`/api/admin/leads/${id}`).set('authorization', owner).expect(200)).body;

  it('keeps the amount of a quote, the value of a won job and the reason of a loss, each change on the timeline', async () => {
    const id = await newLead();
    const quoted = await move(id, { status: 'quoted', amount: 4850.5 }).expect(200);
    expect(quoted.body).toMatchObject({ status: 'quoted', quotedAmount: 4850.5, wonValue: null, lostReason: null });
    await move(id, { status: 'won', value: 4700 }).expect(200);
    const lost = await move(id, { status: 'lost', lostReason: 'chose-competitor', note: 'Went elsewhere.' }).expect(200);
    expect(lost.body).toMatchObject({ status: 'lost', quotedAmount: 4850.5, wonValue: 4700, lostReason: 'chose-competitor' });
    const stages = (await lead(id)).timeline.filter((entry: { kind: string }) => entry.kind === 'stage');
    expect(stages).toEqual([
      expect.objectContaining({ from: 'won', to: 'lost', lostReason: 'chose-competitor', note: 'Went elsewhere.' }),
      expect.objectContaining({ from: 'quoted', to: 'won', value: 4700 }),
      expect.objectContaining({ from: 'new', to: 'quoted', amount: 4850.5 }),
    ]);
    for (const stage of stages) expect(Date.parse(stage.at)).not.toBeNaN();
  });

  it.each([
    [{ status: 'quoted' }, 'amount', 'required'],
    [{ status: 'won' }, 'value', 'required'],
    [{ status: 'lost' }, 'lostReason', 'required'],
    [{ status: 'contacted', amount: 100 }, 'amount', 'unknownField'],
    [{ status: 'quoted', amount: 100, value: 100 }, 'value', 'unknownField'],
    [{ status: 'won', value: 100, lostReason: 'price' }, 'lostReason', 'unknownField'],
    [{ status: 'quoted', amount: LEAD_AMOUNT_LIMITS.min - 0.5 }, 'amount', 'tooSmall'],
    [{ status: 'quoted', amount: LEAD_AMOUNT_LIMITS.max + 1 }, 'amount', 'tooLarge'],
    [{ status: 'quoted', amount: 10.123 }, 'amount', 'invalidInput'],
    // A number without a decimal point in its text (class-validator's own decimal check threw on it: a 500).
    [{ status: 'won', value: 3e-323 }, 'value', 'tooSmall'],
    [{ status: 'quoted', amount: 1e-7 + 2 }, 'amount', 'invalidInput'],
    [{ status: 'quoted', amount: '100' }, 'amount', 'invalidInput'],
    [{ status: 'lost', lostReason: 'weather' }, 'lostReason', 'invalidOption'],
  ])('refuses %j: %s %s', async (body, field, code) => {
    const id = await newLead();
    const refused = await move(id, body).expect(400);
    expect(refused.body.fieldErrors[field].code).toBe(code);
    expect((await lead(id)).status).toBe('new');
  });

  it('measures the first response from arrival to the first contact recorded, kept when more follow', async () => {
    const id = await newLead();
    expect((await lead(id)).firstResponseAt).toBeNull();
    const answer = await t.http
      .post(`/api/admin/leads/${id}/contacts`)
      .set('authorization', owner)
      .send({ channel: 'call', note: '  Left a voicemail.  ' })
      .expect(201);
    expect(answer.body.timeline[0]).toMatchObject({ kind: 'contact', channel: 'call', note: 'Left a voicemail.' });
    const first = (await lead(id)).firstResponseAt;
    expect(Date.parse(first)).toBeGreaterThanOrEqual(Date.parse((await lead(id)).receivedAt));
    await t.http.post(`/api/admin/leads/${id}/contacts`).set('authorization', owner).send({ channel: 'email' }).expect(201);
    await move(id, { status: 'contacted' }).expect(200);
    expect((await lead(id)).firstResponseAt).toBe(first);
  });

  it("counts the first move to 'contacted' as the first response", async () => {
    const id = await newLead();
    const moved = await move(id, { status: 'contacted' }).expect(200);
    expect(moved.body.firstResponseAt).toEqual(moved.body.updatedAt);
    expect((await lead(id)).firstResponseAt).toBe(moved.body.firstResponseAt);
  });

  it('refuses a contact without a known channel, a too long note, another field, and a lead outside the scope', async () => {
    const id = await newLead();
    const contact = (body: unknown, auth = owner) =>
      t.http
        .post(`/api/admin/leads/${id}/contacts`)
        .set('authorization', auth)
        .send(body as object);
    expect((await contact({}).expect(400)).body.fieldErrors.channel.code).toBe('required');
    expect((await contact({ channel: 'fax' }).expect(400)).body.fieldErrors.channel.code).toBe('invalidOption');
    expect((await contact({ channel: 'call', note: 'x'.repeat(LEAD_NOTE_LIMITS.max + 1) }).expect(400)).body.fieldErrors.note.code).toBe(
      'tooLong',
    );
    await contact({ channel: 'call', at: '2020-01-01' }).expect(400);
    await contact({ channel: 'call' }, technicianAuth).expect(404);
    expect((await lead(id)).firstResponseAt).toBeNull();
  });
});
