import { ListFollowUps } from '../../src/modules/leads/application/follow-up/list-follow-ups.use-case';
import { SendFollowUpDigest } from '../../src/modules/leads/application/follow-up/send-follow-up-digest.use-case';
import { ADMIN, startTestApp, type TestApp, validQuote } from '../support/test-app';
import { signInLeadTeam } from '../support/lead-team';
import type { TestStaffUser } from '../support/staff-users';
import { query, resetTables } from '../support/test-database';

declare const DB_TARGET: 'postgres' | 'pglite';

// Days far from today, so nothing here depends on the wall clock: the lists and the digest get their instant.
const DAY = '2031-03-10';
const EARLIER = '2031-03-01';
const LATER = '2031-03-20';
/** 08:00 in Madrid (UTC+1 in March before the change) on DAY; 07:00 is before the digest's time. */
const MORNING = new Date(`${DAY}T07:00:00Z`);
const TOO_EARLY = new Date(`${DAY}T06:00:00Z`);

interface Outgoing extends Record<string, unknown> {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}

describe('follow-up dates: set and cleared within scope, the dashboard lists, the daily digest once', () => {
  let t: TestApp;
  let owner: string;
  let office: TestStaffUser;
  let officeAuth: string;
  let technician: TestStaffUser;
  let technicianAuth: string;
  const ids: Record<'theirs' | 'unassigned' | 'won' | 'office' | 'later', string> = {
    theirs: '',
    unassigned: '',
    won: '',
    office: '',
    later: '',
  };

  const lead = async (name: string) => (await t.http.post('/api/quotes').send(validQuote({ name })).expect(201)).body.id as string;
  const setFollowUp = (id: string, on: string | null, auth = owner) =>
    t.http.put(`/api/admin/leads/${id}/follow-up`).set('authorization', auth).send({ on });

  beforeAll(async () => {
    t = await startTestApp();
    await resetTables();
    await query(`delete from scheduled_run where name like 'follow-up-digest:%'`);
    ({ owner, office, officeAuth, technician, technicianAuth } = await signInLeadTeam(t));
    await query(`update staff_users set language = 'es' where id = $1`, [technician.id]);
    ids.theirs = await lead('Ana <b>Bold</b>');
    ids.unassigned = await lead('Bruno Unassigned');
    ids.won = await lead('Carla Won');
    ids.office = await lead('Diego Office');
    ids.later = await lead('Elena Later');
    for (const [id, userId] of [
      [ids.theirs, technician.id],
      [ids.won, technician.id],
      [ids.office, office.id],
    ])
      await t.http.put(`/api/admin/leads/${id}/assignee`).set('authorization', owner).send({ userId }).expect(200);
    await t.http.patch(`/api/admin/leads/${ids.won}/status`).set('authorization', owner).send({ status: 'won', value: 5000 }).expect(200);
  });
  afterAll(async () => {
    await t.close();
    await query(`delete from scheduled_run where name like 'follow-up-digest:%'`);
    await resetTables();
  });

  it('is set and cleared by the owner, on the timeline with who did it; a bad day or another field is refused', async () => {
    const set = await setFollowUp(ids.unassigned, EARLIER).expect(200);
    expect(set.body.followUpOn).toBe(EARLIER);
    const [row] = await query<{ follow_up_on: string }>(`select follow_up_on::text from lead where id = $1`, [ids.unassigned]);
    expect(row.follow_up_on).toBe(EARLIER);
    expect((await setFollowUp(ids.unassigned, null).expect(200)).body.followUpOn).toBeNull();
    const detail = await t.http.get(`/api/admin/leads/${ids.unassigned}`).set('authorization', owner).expect(200);
    const events = detail.body.timeline.filter((event: { kind: string }) => event.kind === 'follow-up');
    expect(events.map((event: { followUpOn: string | null; authorName: string }) => [event.followUpOn, event.authorName])).toEqual([
      [null, 'Owner'],
      [EARLIER, 'Owner'],
    ]);
    for (const on of ['2031-02-30', '10/03/2031', '2031-3-1', 20310301]) {
      const refused = await setFollowUp(ids.unassigned, on as string).expect(400);
      expect(Object.keys(refused.body.fieldErrors)).toEqual(['on']);
    }
    await t.http.put(`/api/admin/leads/${ids.unassigned}/follow-up`).set('authorization', owner).send({}).expect(400);
    await t.http.put(`/api/admin/leads/${ids.unassigned}/follow-up`).set('authorization', owner).send({ on: null, extra: 1 }).expect(400);
  });

  it('is set by the office, and by a technician only on their own leads; each sees their own lists', async () => {
    await setFollowUp(ids.unassigned, EARLIER, officeAuth).expect(200);
    await setFollowUp(ids.office, EARLIER, officeAuth).expect(200);
    await setFollowUp(ids.theirs, DAY, technicianAuth).expect(200);
    await setFollowUp(ids.won, EARLIER, technicianAuth).expect(200);
    await setFollowUp(ids.later, LATER).expect(200);
    await setFollowUp(ids.unassigned, LATER, technicianAuth).expect(404);
    // Days long past: overdue whatever today is; the technician sees their one open lead only.
    const mine = await t.http.get('/api/admin/leads/follow-ups').set('authorization', technicianAuth).expect(200);
    expect(mine.body.overdue).toEqual([]);
    const all = await t.http.get('/api/admin/leads/follow-ups').set('authorization', officeAuth).expect(200);
    expect(all.body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await setFollowUp(ids.theirs, '2020-01-02', technicianAuth).expect(200);
    const past = await t.http.get('/api/admin/leads/follow-ups').set('authorization', technicianAuth).expect(200);
    expect(past.body.overdue.map((one: { id: string }) => one.id)).toEqual([ids.theirs]);
    expect(past.body.dueToday).toEqual([]);
    await setFollowUp(ids.theirs, DAY, technicianAuth).expect(200);
  });

  it('lists what is due on the day and what is overdue, open leads only, for an instant given', async () => {
    const lists = await t.app.get(ListFollowUps).execute({}, MORNING);
    expect(lists.today).toBe(DAY);
    expect(lists.dueToday.map((one) => one.id)).toEqual([ids.theirs]);
    expect(lists.overdue.map((one) => one.id).sort()).toEqual([ids.unassigned, ids.office].sort());
    // Just before midnight in Madrid (23:30 UTC+1) it is still that day.
    expect((await t.app.get(ListFollowUps).execute({ assignedToId: technician.id }, new Date(`${DAY}T22:30:00Z`))).dueToday).toHaveLength(
      1,
    );
  });

  it('sends the digest once for the day, from 07:30 Madrid time, to each person in their language', async () => {
    const digest = t.app.get(SendFollowUpDigest);
    expect(await digest.execute(TOO_EARLY)).toBeNull();
    // On PostgreSQL a second instance of the app races the first for the day; on the embedded database (one
    // process's), two runs of the one instance do.
    const second = DB_TARGET === 'postgres' ? await startTestApp() : undefined;
    try {
      const runs = await Promise.all([digest.execute(MORNING), (second ?? t).app.get(SendFollowUpDigest).execute(MORNING)]);
      expect(runs.filter((run) => run !== null)).toHaveLength(1);
    } finally {
      await second?.close();
    }
    expect(await digest.execute(new Date(`${DAY}T15:00:00Z`))).toBeNull();
    const mails = await query<Outgoing>(
      `select to_address, subject, text_body, html_body from mail_outbox where subject like 'Follow-ups%' or subject like 'Seguimientos%'`,
    );
    const to = (address: string) => mails.filter((mail) => mail.to_address === address);

    const [spanish, ...moreSpanish] = to(technician.email);
    expect(moreSpanish).toHaveLength(0);
    expect(spanish.subject).toBe('Seguimientos del 10/03/2031: 1 para hoy, 0 atrasados');
    expect(spanish.html_body).toContain(`href="http://localhost:3000/admin/leads/${ids.theirs}"`);
    expect(spanish.html_body).toContain('Ana &lt;b&gt;Bold&lt;/b&gt;');
    expect(spanish.html_body).not.toContain('<b>Bold');
    expect(spanish.text_body).toContain(`http://localhost:3000/admin/leads/${ids.theirs}`);
    expect(spanish.html_body).not.toContain(ids.won);

    const [english, ...moreEnglish] = to(office.email);
    expect(moreEnglish).toHaveLength(0);
    expect(english.subject).toBe('Follow-ups for 10/03/2031: 0 due today, 1 overdue');
    expect(english.html_body).toContain(`/admin/leads/${ids.office}`);
    expect(english.html_body).not.toContain(ids.unassigned);

    // The lead assigned to no one goes to the owners.
    const [owners, ...moreOwners] = to(ADMIN.email);
    expect(moreOwners).toHaveLength(0);
    expect(owners.html_body).toContain(`/admin/leads/${ids.unassigned}`);
    expect(owners.html_body).not.toContain(ids.later);
    expect(mails.every((mail) => !mail.html_body.includes(ids.later))).toBe(true);
  });
});
