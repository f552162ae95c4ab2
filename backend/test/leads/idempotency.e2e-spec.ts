import { randomUUID } from 'node:crypto';
import { query, resetTables } from '../support/test-database';
import { STAFF_EMAIL, startTestApp, type TestApp, validContact, validQuote } from '../support/test-app';

/*
 * A client that saw its connection reset cannot know whether the lead was stored, so it posts again with the same
 * Idempotency-Key: the second post must answer as the first did and store nothing (issue 26, part 4).
 */
describe('Idempotency-Key on the lead forms', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    await resetTables();
    first = await startTestApp();
    second = await startTestApp();
  });
  beforeEach(async () => {
    await resetTables();
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  async function count(sql: string): Promise<number> {
    const [row] = await query<{ count: string }>(`select count(*)::text as count from ${sql}`);
    return Number(row.count);
  }

  it('two posts with one key store one lead and get the same answer, the second marked as replayed', async () => {
    const key = randomUUID();
    const one = await first.http.post('/api/quotes').set('Idempotency-Key', key).send(validQuote()).expect(201);
    const two = await first.http.post('/api/quotes').set('Idempotency-Key', key).send(validQuote()).expect(201);

    expect(two.body).toEqual(one.body);
    expect(one.headers['idempotent-replayed']).toBeUndefined();
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(await count('lead')).toBe(1);
    expect(await count(`mail_outbox where to_address = '${STAFF_EMAIL}'`)).toBe(1);
  });

  it('works the same on the contact form, whichever instance answers', async () => {
    const key = randomUUID();
    const one = await first.http.post('/api/contact').set('Idempotency-Key', key).send(validContact()).expect(201);
    const two = await second.http.post('/api/contact').set('Idempotency-Key', key).send(validContact()).expect(201);
    expect(two.body).toEqual(one.body);
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(await count('lead')).toBe(1);
  });

  it('refuses the same key with another body (422) and stores nothing more', async () => {
    const key = randomUUID();
    await first.http.post('/api/quotes').set('Idempotency-Key', key).send(validQuote()).expect(201);
    const changed = await first.http
      .post('/api/quotes')
      .set('Idempotency-Key', key)
      .send(validQuote({ name: 'Someone Else' }))
      .expect(422);
    expect(changed.body).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: expect.stringContaining('Idempotency-Key') as string,
      code: 'LEAD.IDEMPOTENCY_KEY_REUSED',
    });
    // The same key on the other form is another request too.
    await first.http.post('/api/contact').set('Idempotency-Key', key).send(validContact()).expect(422);
    expect(await count('lead')).toBe(1);
  });

  it('stores one lead for concurrent posts with one key on two instances, all answered alike', async () => {
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 === 0 ? first : second).http.post('/api/quotes').set('Idempotency-Key', key).send(validQuote()),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(responses.map((r) => (r.body as { id: string }).id)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await count('lead')).toBe(1);
    expect(await count(`mail_outbox where to_address = '${STAFF_EMAIL}'`)).toBe(1);
  });

  it('answers 400 in the validation shape to a malformed key, storing nothing', async () => {
    for (const key of ['short', 'x'.repeat(129), 'spaces are not allowed', 'ñandú-12345']) {
      const response = await first.http.post('/api/quotes').set('Idempotency-Key', key).send(validQuote()).expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.stringContaining('Idempotency-Key') as string,
        fieldErrors: { 'Idempotency-Key': { code: 'invalidInput', message: 'Invalid input' } },
      });
    }
    expect(await count('lead')).toBe(0);
  });

  it('without a key, every post is a new lead', async () => {
    await first.http.post('/api/quotes').send(validQuote()).expect(201);
    await first.http.post('/api/quotes').send(validQuote()).expect(201);
    expect(await count('lead')).toBe(2);
  });

  it('forgets a key after a day: it then makes a new lead, and keys older than a day are purged', async () => {
    const old = randomUUID();
    const one = await first.http.post('/api/quotes').set('Idempotency-Key', old).send(validQuote()).expect(201);
    const stale = randomUUID();
    await first.http.post('/api/contact').set('Idempotency-Key', stale).send(validContact()).expect(201);
    await query(`update lead_idempotency set created_at = now() - interval '25 hours'`);

    const again = await first.http.post('/api/quotes').set('Idempotency-Key', old).send(validQuote()).expect(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body).not.toEqual(one.body);
    expect(await count('lead')).toBe(3);
    expect(await count(`lead_idempotency where key = '${stale}'`)).toBe(0);
    expect(await count('lead_idempotency')).toBe(1);
  });
});
