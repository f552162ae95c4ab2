import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { query, resetTables, testDatabaseUrl } from '../support/test-database';
import { STAFF_EMAIL, validContact, validQuote } from '../support/test-app';

const UNAVAILABLE = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The service is temporarily unavailable. Please try again in a moment.',
};

/** Visitor text found nowhere else, so any log line holding it came from a lead (all leads share one address). */
const VISITOR = {
  email: 'quillon.marbrook@leakprobe.test',
  phone: '+34 611 472 839',
  details: 'Pergola villa above the Zumbador ravine, two floors.',
  message: 'Please look at the Xerophyte greenhouse units.',
};
const VISITOR_TEXT = ['Quillon', 'Marbrook', 'Ysolde', 'Tarrowick', 'leakprobe', '611 472 839', '611472839', 'Zumbador', 'Xerophyte'];

// pg_terminate_backend is PostgreSQL's; the embedded database has one backend for every connection.
describe("the database server ends the app's connections under load", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    // The built server in its own process, so the test reads everything it writes: pino's lines, MikroORM's
    // logger and anything printed with console.
    server = await startServerProcess({
      DATABASE_URL: testDatabaseUrl(),
      LOG_LEVEL: 'debug',
      STAFF_EMAIL,
      RATE_LIMIT_PER_MINUTE: '100000',
      MAIL_POLL_INTERVAL_MS: '50',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'costa-sol-connection-loss-')),
    });
    await server.ready();
    await resetTables();
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    // The killed server's mail worker may hold leases on e-mails it was sending when a connection was cut: they would
    // wait out the lease, and the next suite on this database waits for an empty outbox. They are this suite's own.
    await query('delete from mail_outbox where sent_at is null');
  });

  it('answers every lead 201 or 503, never 500, stores none by halves, and logs no visitor text', async () => {
    const terminate = () =>
      query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
    const posts = Array.from({ length: 60 }, (_, i) =>
      new Promise((resolve) => setTimeout(resolve, i * 5)).then(() =>
        i % 3 === 2
          ? server.http.post('/api/contact').send(
              validContact({
                firstName: 'Ysolde',
                lastName: `Tarrowick ${i}`,
                email: VISITOR.email,
                phone: VISITOR.phone,
                message: VISITOR.message,
              }),
            )
          : server.http
              .post('/api/quotes')
              .send(validQuote({ name: `Quillon Marbrook ${i}`, email: VISITOR.email, phone: VISITOR.phone, details: VISITOR.details })),
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
      `select l.id, exists (select 1 from mail_outbox m where m.text_body like '%' || l.id || '%') as queued from lead l`,
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
    await server.http
      .post('/api/quotes')
      .send(validQuote({ name: 'Quillon Marbrook after the cut', email: VISITOR.email, phone: VISITOR.phone, details: VISITOR.details }))
      .expect(201);
    // Let the mail worker and the pool settle, so their lines are in the output too.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const output = `${server.stdout()}\n${server.stderr()}`;
    const lines = output.split('\n');
    // The failures were logged (with their class and the database's code), and so were the statements at debug…
    expect(lines.some((line) => /"level":50/.test(line) && /Exception|57P01|Connection terminated/.test(line))).toBe(true);
    expect(lines.some((line) => /"level":20.*insert into \\"lead\\"/.test(line))).toBe(true);
    // …without one word the visitors wrote.
    for (const text of VISITOR_TEXT) expect(lines.filter((line) => line.includes(text))).toEqual([]);
  });
});
