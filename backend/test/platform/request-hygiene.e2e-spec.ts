import { connect } from 'node:net';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { query, resetTables, testDatabaseUrl } from '../support/test-database';
import { validQuote } from '../support/test-app';

/** The JSON log lines a server process has written so far. */
function logLines(server: ServerProcess): Record<string, unknown>[] {
  return server
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function eventually<T>(find: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not found in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('request ids, log redaction and slow clients', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: 'info', REQUEST_TIMEOUT_MS: '1000' });
    await server.ready();
    await resetTables();
  });
  afterAll(async () => {
    await query('alter table lead drop constraint if exists redaction_probe');
    await server?.kill();
  });

  const requestIdsInLog = () => logLines(server).map((line) => (line.req as { id?: unknown } | undefined)?.id);

  it("logs each request under the X-Request-Id it answers with, the caller's own when sane", async () => {
    const kept = await server.http.get('/api/health').set('x-request-id', 'trace-abc-123').expect(200);
    expect(kept.headers['x-request-id']).toBe('trace-abc-123');
    const made = await server.http.get('/api/health').set('x-request-id', 'not sane!').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await eventually(() => (requestIdsInLog().includes('trace-abc-123') ? true : undefined));
    await eventually(() => (requestIdsInLog().includes(made.headers['x-request-id']) ? true : undefined));
  });

  it("logs a failed insert without the visitor's name, e-mail or phone", async () => {
    // A constraint the insert breaks: the driver's error then carries the whole statement with its values.
    await query(`alter table lead add constraint redaction_probe check (name <> 'Redaction Probe')`);
    const failed = await server.http
      .post('/api/quotes')
      .send(validQuote({ name: 'Redaction Probe', email: 'probe.visitor@example.com', phone: '+34 611 222 333' }));
    expect(failed.status).toBe(500);
    expect(failed.body.message).toBe('Something went wrong on our side. Please try again later.');
    const line = await eventually(() => logLines(server).find((l) => JSON.stringify(l).includes('redaction_probe')));
    const everything = server.stdout() + server.stderr();
    expect(JSON.stringify(line)).toMatch(/violates check constraint/);
    expect(everything).not.toContain('probe.visitor@example.com');
    expect(everything).not.toContain('611 222 333');
    expect(everything).not.toContain('Redaction Probe');
    expect(await query('select id from lead')).toEqual([]);
  });

  it('answers 408 and closes the connection of a client that stops sending its body', async () => {
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    const sentAt = Date.now();
    socket.write('POST /api/quotes HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":');
    const closedAt = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8000))]);
    socket.destroy();
    expect(closedAt).not.toBe(-1);
    expect(closedAt - sentAt).toBeLessThan(8000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
