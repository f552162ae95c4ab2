import { photo } from '../media/test-images';
import { query, resetTables } from '../support/test-database';
import { adminAuthorization, startTestApp, type TestApp, validContact, validQuote } from '../support/test-app';

/** A JSON body as raw text: JSON.stringify writes an unpaired surrogate as its escape (`\ud800`), as a hostile client would. */
const rawJson = (body: Record<string, unknown>) => JSON.stringify(body);

describe('text PostgreSQL cannot store: an unpaired UTF-16 surrogate becomes U+FFFD at the edge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(resetTables);

  it('POST /api/quotes with a lone surrogate in name stores the lead with U+FFFD in its place', async () => {
    const body = rawJson(validQuote({ name: 'Lone \ud800 Surrogate' }));
    expect(body).toContain('\\ud800');
    const response = await t.http.post('/api/quotes').set('content-type', 'application/json').send(body);
    expect(response.status).toBe(201);
    const rows = await query<{ name: string }>('select name from lead where id = $1', [response.body.id]);
    expect(rows).toEqual([{ name: 'Lone \ufffd Surrogate' }]);
  });

  it('POST /api/contact with a lone surrogate in firstName stores the lead', async () => {
    const body = rawJson(validContact({ firstName: 'Erik\udc00', message: 'Trailing \ud83d and leading \ude00 halves, please.' }));
    const response = await t.http.post('/api/contact').set('content-type', 'application/json').send(body);
    expect(response.status).toBe(201);
    const rows = await query<{ first_name: string; message: string }>('select first_name, message from lead where id = $1', [
      response.body.id,
    ]);
    expect(rows).toEqual([{ first_name: 'Erik\ufffd', message: 'Trailing \ufffd and leading \ufffd halves, please.' }]);
  });

  it('keeps a well-formed pair (an emoji) as it is', async () => {
    const response = await t.http.post('/api/quotes').send(validQuote({ name: 'Ana \ud83d\ude00 Gómez' }));
    expect(response.status).toBe(201);
    const rows = await query<{ name: string }>('select name from lead where id = $1', [response.body.id]);
    expect(rows).toEqual([{ name: 'Ana 😀 Gómez' }]);
  });

  it('still refuses NUL with the field error (400), storing nothing', async () => {
    const response = await t.http.post('/api/quotes').send(validQuote({ name: 'Ana\u0000\ud800' }));
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors.name.code).toBe('invalidCharacters');
    expect(await query('select 1 from lead')).toEqual([]);
  });

  it('replaces a lone surrogate in a field name too, so the unknown-field error names it well-formed', async () => {
    const response = await t.http.post('/api/quotes').send(validQuote({ 'odd\ud800': 'x' }));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fieldErrors)).toEqual(['odd\ufffd']);
  });

  it('an admin change with one is stored, and so is its audit entry (jsonb), with U+FFFD', async () => {
    const auth = await adminAuthorization(t);
    const body = JSON.stringify({ slug: 'lone-surrogate-cat', nameEn: 'Lone \ud800 cat', nameEs: 'Gato \udc00 solo' });
    const response = await t.http
      .post('/api/admin/qa/categories')
      .set('authorization', auth)
      .set('content-type', 'application/json')
      .send(body);
    expect(response.status).toBe(201);
    const audit = await query<{ after: { nameEn: string } }>('select after from audit_entry where entity_id = $1', [response.body.id]);
    expect(audit.map((entry) => entry.after.nameEn)).toEqual(['Lone \ufffd cat']);
  });

  it('an upload field declared charset=utf-16le holding a lone surrogate is stored with U+FFFD (multipart)', async () => {
    const auth = await adminAuthorization(t);
    const boundary = 'surrogate-boundary';
    const altEn = Buffer.concat([Buffer.from('Villa ', 'utf16le'), Buffer.from([0x00, 0xd8]), Buffer.from(' pump', 'utf16le')]);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="altEn"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n`),
      altEn,
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="altEs"\r\n\r\nUna bomba\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="villa.png"\r\nContent-Type: image/png\r\n\r\n`),
      await photo('png', 200),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.http
      .post('/api/admin/media')
      .set('authorization', auth)
      .set('content-type', `multipart/form-data; boundary=${boundary}`)
      .send(body);
    expect(response.status).toBe(201);
    const rows = await query<{ alt_en: string }>('select alt_en from media where id = $1', [response.body.id]);
    expect(rows).toEqual([{ alt_en: 'Villa \ufffd pump' }]);
    // The driver sends text columns as UTF-8 (a lone half becomes U+FFFD on the wire), but the audit entry is jsonb:
    // without the rule its insert failed and the upload went unaudited.
    const audit = await query<{ after: { altEn: string } }>('select after from audit_entry where entity_id = $1', [response.body.id]);
    expect(audit.map((entry) => entry.after.altEn)).toEqual(['Villa \ufffd pump']);
  });
});
