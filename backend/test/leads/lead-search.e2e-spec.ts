import { randomUUID } from 'node:crypto';
import { createStaffUser } from '../support/staff-users';
import { adminAuthorization, startTestApp, type TestApp } from '../support/test-app';
import { query, resetTables } from '../support/test-database';

interface Seed {
  name: string;
  phone: string;
  receivedAt: string;
  language?: string;
  pagePath?: string;
  utmSource?: string;
  message?: string;
  status?: string;
  assignedToId?: string;
}

describe('the inbox: search by name, e-mail, phone fragment and text, filters, sort, keyset pages', () => {
  let t: TestApp;
  let auth: string;
  const ids: Record<string, string> = {};

  /** Leads written straight into the table at fixed instants, so the days and the order do not depend on the clock. */
  async function seed(key: string, lead: Seed): Promise<void> {
    ids[key] = randomUUID();
    await query(
      `insert into lead (id, kind, status, received_at, name, first_name, last_name, email, phone, service_needed, message,
                         language, page_path, utm_source, assigned_to_id)
       values ($1, 'contact', $2, $3, $4, $4, 'Test', $5, $6, 'maintenance-service', $7, $8, $9, $10, $11)`,
      [
        ids[key],
        lead.status ?? 'new',
        lead.receivedAt,
        lead.name,
        `${key}@example.com`,
        lead.phone,
        lead.message ?? 'Please call me about my unit.',
        lead.language ?? null,
        lead.pagePath ?? null,
        lead.utmSource ?? null,
        lead.assignedToId ?? null,
      ],
    );
  }

  beforeAll(async () => {
    t = await startTestApp();
    await resetTables();
    auth = await adminAuthorization(t);
    const technician = await createStaffUser('technician');
    // 2026-03-01T23:30Z is already 2 March in Madrid (UTC+1).
    await seed('ana', { name: 'Ana Phone', phone: '+34 600 123 456', receivedAt: '2026-03-01T23:30:00Z', language: 'es' });
    await seed('bob', {
      name: 'Bob Garden',
      phone: '952 11 22 33',
      receivedAt: '2026-03-05T10:00:00Z',
      utmSource: 'google',
      message: 'The 50% discount on a heat pump?',
    });
    await seed('cleo', { name: 'Cleo Ruiz', phone: '611000111', receivedAt: '2026-03-10T10:00:00Z', pagePath: '/es/contacto' });
    await seed('dan', {
      name: 'Dan Assigned',
      phone: '622000222',
      receivedAt: '2026-03-10T10:00:00Z',
      status: 'contacted',
      assignedToId: technician.id,
    });
    ids.technician = technician.id;
  });
  afterAll(async () => {
    await t.close();
    await resetTables();
  });

  const found = async (search: string): Promise<string[]> => {
    const response = await t.http.get(`/api/admin/leads?${search}`).set('authorization', auth).expect(200);
    const byId = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
    return response.body.data.map((lead: { id: string }) => byId[lead.id]);
  };

  it('finds a lead by a fragment of its phone number, spaces and prefix aside', async () => {
    expect(await found('q=600%2012')).toEqual(['ana']);
    expect(await found(`q=${encodeURIComponent('+34600123')}`)).toEqual(['ana']);
    expect(await found('q=11%2022')).toEqual(['bob']);
  });

  it('finds by name, e-mail and message text in any letter case, wildcards taken literally', async () => {
    expect(await found('q=garDEN')).toEqual(['bob']);
    expect(await found('q=cleo%40example')).toEqual(['cleo']);
    expect(await found('q=heat%20pump')).toEqual(['bob']);
    expect(await found('q=50%25')).toEqual(['bob']);
    expect(await found('q=5_%25')).toEqual([]);
    expect(await found('q=nobody-here')).toEqual([]);
  });

  it('filters by days in Madrid, stage, language, source and assignee', async () => {
    expect(await found('from=2026-03-02&to=2026-03-05')).toEqual(['bob', 'ana']);
    expect(await found('to=2026-03-01')).toEqual([]);
    expect(await found('status=contacted')).toEqual(['dan']);
    expect(await found('language=es')).toEqual(expect.arrayContaining(['ana', 'cleo']));
    expect(await found('language=es')).toHaveLength(2);
    expect(await found('source=google')).toEqual(['bob']);
    expect(await found(`assignedToId=${ids.technician}`)).toEqual(['dan']);
  });

  it('sorts newest or oldest first, a tie in time broken by id, and pages by cursor without gaps or repeats', async () => {
    const newest = await found('');
    expect(newest.slice(2)).toEqual(['bob', 'ana']);
    expect(await found('sort=oldest')).toEqual([...newest].reverse());
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response: { body: { data: { id: string }[]; next: string | null; total: number | null } } = await t.http
        .get(`/api/admin/leads?pageSize=1${cursor ? `&cursor=${cursor}` : ''}`)
        .set('authorization', auth)
        .expect(200);
      expect(response.body.total).toBe(cursor ? null : 4);
      seen.push(...response.body.data.map((lead) => lead.id));
      cursor = response.body.next;
    } while (cursor);
    expect(seen).toEqual(newest.map((key) => ids[key]));
  });

  it('refuses unknown values, a bad day, a forged cursor and too large pages', async () => {
    const refused = async (search: string, field: string) => {
      const response = await t.http.get(`/api/admin/leads?${search}`).set('authorization', auth).expect(400);
      expect(Object.keys(response.body.fieldErrors)).toEqual([field]);
    };
    await refused('language=fr', 'language');
    await refused('sort=name', 'sort');
    await refused('from=2026-02-30', 'from');
    await refused('assignedToId=me', 'assignedToId');
    await refused(`cursor=${Buffer.from('yesterday|me').toString('base64url')}`, 'cursor');
    await refused(`q=${'x'.repeat(201)}`, 'q');
    await refused('pageSize=101', 'pageSize');
    await refused('page=2', 'page');
  });

  it('filters the emergencies (a system repair by the quote form, an emergency repair by the contact form) and badges them', async () => {
    const emergency = { quote: randomUUID(), contact: randomUUID() };
    await query(
      `insert into lead (id, kind, status, received_at, name, first_name, last_name, email, phone, service_type, service_needed)
       values ($1, 'quote', 'new', '2026-03-12T10:00:00Z', 'Eva Breakdown', 'Eva', 'Breakdown', 'eva@example.com', '600999888', 'system-repair', null),
              ($2, 'contact', 'new', '2026-03-12T11:00:00Z', 'Fede Leak', 'Fede', 'Leak', 'fede@example.com', '600999777', null, 'emergency-repair')`,
      [emergency.quote, emergency.contact],
    );
    const listed = async (search: string) =>
      (await t.http.get(`/api/admin/leads?${search}`).set('authorization', auth).expect(200)).body as {
        data: { id: string; isEmergency: boolean }[];
        total: number;
      };
    const only = await listed('emergency=true');
    expect(only.data.map((lead) => lead.id)).toEqual([emergency.contact, emergency.quote]);
    expect(only.total).toBe(2);
    expect(only.data.every((lead) => lead.isEmergency)).toBe(true);
    const all = await listed('emergency=false');
    expect(
      all.data
        .filter((lead) => lead.isEmergency)
        .map((lead) => lead.id)
        .sort(),
    ).toEqual(Object.values(emergency).sort());
    expect(all.data.find((lead) => lead.id === ids.ana)?.isEmergency).toBe(false);
    expect((await listed('emergency=true&kind=contact')).data.map((lead) => lead.id)).toEqual([emergency.contact]);
    const csv = (await t.http.get('/api/admin/leads/export.csv?emergency=true').set('authorization', auth).expect(200)).text;
    expect(csv).toContain('Eva Breakdown');
    expect(csv).not.toContain('Ana Phone');
    const refused = await t.http.get('/api/admin/leads?emergency=maybe').set('authorization', auth).expect(400);
    expect(Object.keys(refused.body.fieldErrors)).toEqual(['emergency']);
  });
});
