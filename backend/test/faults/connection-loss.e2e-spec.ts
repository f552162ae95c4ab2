import { query, resetTables } from '../support/test-database';
import { STAFF_EMAIL, startTestApp, type TestApp, validQuote } from '../support/test-app';

const UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};

// pg_terminate_backend is PostgreSQL's; the embedded database has one backend for every connection.
describe("the database server ends the app's connections under load", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await resetTables();
  });
  afterAll(() => t.close());

  it('answers every lead 201 or 503, never 500, and stores none by halves', async () => {
    const terminate = () =>
      query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
    const posts = Array.from({ length: 60 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 5)).then(() =>
        t.http.post('/api/quotes').send(validQuote({ name: `Cut Off ${i}` })),
      ),
    );
    const killer = (async () => {
      for (let i = 0; i < 8; i++) {
        await terminate().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    const responses = await Promise.all(posts);
    await killer;

    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    for (const refused of responses.filter((r) => r.status === 503)) expect(refused.body).toEqual(UNAVAILABLE);

    const accepted = responses.filter((r) => r.status === 201).map((r) => r.body.id as string);
    const stored = await query<{ id: string; queued: boolean }>(
      `select l.id, exists (select 1 from mail_outbox m where m.text_body like '%' || l.name || '%') as queued from lead l`,
    );
    // Every accepted lead is stored with its staff e-mail queued; no refused lead left anything behind.
    expect(stored.map((row) => row.id).sort()).toEqual([...accepted].sort());
    expect(stored.filter((row) => !row.queued)).toEqual([]);
    const [outbox] = await query<{ count: string }>('select count(*)::text as count from mail_outbox where to_address = $1', [STAFF_EMAIL]);
    expect(Number(outbox.count)).toBe(stored.length);
    // The visitor's confirmation (all used one address) was queued once at most, and only with a stored lead.
    const [confirmations] = await query<{ count: string }>('select count(*)::text as count from mail_outbox where to_address <> $1', [
      STAFF_EMAIL,
    ]);
    expect(Number(confirmations.count)).toBe(stored.length > 0 ? 1 : 0);

    // And the app recovers by itself.
    await t.http
      .post('/api/quotes')
      .send(validQuote({ name: 'After The Cut' }))
      .expect(201);
  });
});
