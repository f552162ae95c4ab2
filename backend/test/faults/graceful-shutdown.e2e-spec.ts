import { mkdtempSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { query, resetTables, testDatabaseUrl } from '../support/test-database';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { validQuote } from '../support/test-app';

type Outcome = { status: number; body: string } | { error: string };

function post(port: number, agent: Agent, body: object): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/quotes',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

describe('SIGTERM under load', () => {
  let server: ServerProcess;

  afterAll(async () => {
    await server?.kill('SIGKILL');
  });

  it('finishes the requests in flight, stores every accepted lead, and exits cleanly', async () => {
    server = await startServerProcess({
      DATABASE_URL: testDatabaseUrl(),
      RATE_LIMIT_PER_MINUTE: '100000',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'costa-sol-sigterm-')),
    });
    const { port, child, exited } = server;
    await server.ready();
    await resetTables();

    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    const outcomes: Promise<Outcome & { name: string }>[] = [];
    let sent = 0;
    const sender = (async () => {
      while (sent < 400) {
        const batch = Array.from({ length: 20 }, () => {
          const name = `Shutdown Visitor ${sent++}`;
          return post(port, agent, validQuote({ name })).then((outcome) => ({ ...outcome, name }));
        });
        outcomes.push(...batch);
        await Promise.race([Promise.all(batch), new Promise((resolve) => setTimeout(resolve, 30))]);
        if (child.exitCode !== null) break;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');
    await sender;
    const results = await Promise.all(outcomes);
    const code = await exited;
    agent.destroy();

    expect(code).toBe(0);
    const accepted = results.filter((r): r is { status: number; body: string; name: string } => 'status' in r && r.status === 201);
    const statuses = new Set(results.map((r) => ('status' in r ? String(r.status) : r.error)));
    // Accepted, refused because the server is closing, or never read: a keep-alive socket the server closed as
    // idle just as the client reused it (ECONNRESET/EPIPE). Never a 500, never a dropped request it had taken.
    for (const status of statuses) expect(['201', '503', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']).toContain(status);
    expect(accepted.length).toBeGreaterThan(0);
    const unanswered = results.filter((r) => 'error' in r).map((r) => r.name);
    const storedUnanswered = await query('select name from lead where name = any($1::text[])', [unanswered]);
    expect(storedUnanswered).toEqual([]);
    const ids = accepted.map((r) => (JSON.parse(r.body) as { id: string }).id);
    const stored = await query<{ id: string }>('select id from lead where id = any($1::uuid[])', [ids]);
    expect(stored).toHaveLength(ids.length);
  });
});
