import { adminAuthorization, startTestApp, type TestApp, validContact, validQuote } from '../support/test-app';
import { resetTables } from '../support/test-database';

describe('admin leads inbox', () => {
  let t: TestApp;
  let auth: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp();
    auth = await adminAuthorization(t);
    await resetTables();
    ids.first = (
      await t.http.post('/api/quotes').send(validQuote({ name: 'Ángela Núñez', details: '=HYPERLINK("http://evil.example","click")' }))
    ).body.id;
    ids.second = (
      await t.http.post('/api/contact').send(validContact({ lastName: 'Ødegård, "Jr."', message: 'Line one\nLine two, with a comma' }))
    ).body.id;
    ids.third = (await t.http.post('/api/quotes').send(validQuote({ name: 'Third Visitor', phone: '+34 611 222 333' }))).body.id;
    ids.spam = (await t.http.post('/api/quotes').send(validQuote({ name: 'Spam Bot', website: 'x' }))).body.id;
  });
  afterAll(() => t.close());

  const get = (path: string) => t.http.get(path).set('authorization', auth);

  it('lists leads newest first, without spam unless asked', async () => {
    const response = await get('/api/admin/leads').expect(200);
    expect(response.body.data.map((l: { id: string }) => l.id)).toEqual([ids.third, ids.second, ids.first]);
    expect(response.body).toMatchObject({ total: 3, next: null, pageSize: 25 });
    const withSpam = await get('/api/admin/leads?includeSpam=true').expect(200);
    expect(withSpam.body.total).toBe(4);
  });

  it('filters by kind and status and paginates', async () => {
    const quotes = await get('/api/admin/leads?kind=quote').expect(200);
    expect(quotes.body.data.map((l: { id: string }) => l.id)).toEqual([ids.third, ids.first]);
    const page1 = await get('/api/admin/leads?pageSize=1').expect(200);
    const page2 = await get(`/api/admin/leads?pageSize=1&cursor=${page1.body.next}`).expect(200);
    expect(page2.body.data.map((l: { id: string }) => l.id)).toEqual([ids.second]);
    await get('/api/admin/leads?kind=fax').expect(400);
    await get('/api/admin/leads?pageSize=1000').expect(400);
  });

  it('shows one lead with every field', async () => {
    const response = await get(`/api/admin/leads/${ids.second}`).expect(200);
    expect(response.body).toMatchObject({
      kind: 'contact',
      status: 'new',
      name: 'Erik Ødegård, "Jr."',
      fields: { serviceNeeded: 'maintenance-service' },
    });
    await get('/api/admin/leads/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('changes the status with a note, and filters by it', async () => {
    const changed = await t.http
      .patch(`/api/admin/leads/${ids.first}/status`)
      .set('authorization', auth)
      .send({ status: 'contacted', note: 'Called, visit on Thursday.' })
      .expect(200);
    expect(changed.body).toMatchObject({ status: 'contacted', statusNote: 'Called, visit on Thursday.', updatedAt: expect.any(String) });
    const contacted = await get('/api/admin/leads?status=contacted').expect(200);
    expect(contacted.body.data.map((l: { id: string }) => l.id)).toEqual([ids.first]);
    const bad = await t.http.patch(`/api/admin/leads/${ids.first}/status`).set('authorization', auth).send({ status: 'maybe' }).expect(400);
    expect(bad.body.fieldErrors.status.code).toBe('invalidOption');
  });

  it('exports CSV that a spreadsheet opens correctly', async () => {
    const response = await get('/api/admin/leads/export.csv')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    const bytes = response.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0].startsWith('"Received (UTC)","Kind","Status"')).toBe(true);
    expect(text).toContain('"Ángela Núñez"');
    expect(text).toContain('"Erik Ødegård, ""Jr."""');
    expect(text).toContain('"Line one\nLine two, with a comma"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'+34 611 222 333"`);
    expect(text).not.toContain('Spam Bot');
  });

  it('refuses an invalid export filter with 400 and a JSON body, as the list does, and no file', async () => {
    for (const path of ['/api/admin/leads/export.csv?kind=bogus', '/api/admin/leads?kind=bogus']) {
      const response = await get(path).expect(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.body.fieldErrors.kind).toBeDefined();
    }
  });
});
