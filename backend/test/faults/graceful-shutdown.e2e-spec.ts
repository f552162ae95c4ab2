import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { query, resetTables, testDatabaseUrl } from '../support/test-database';
import { validQuote } from '../support/test-app';

const MAIN = join(__dirname, '..', '..', 'dist', 'src', 'main.js');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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
  let child: ChildProcess;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`Build the backend first (npm run build): ${MAIN} is missing`);
  });
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('finishes the requests in flight, stores every accepted lead, and exits cleanly', async () => {
    const port = await freePort();
    child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: testDatabaseUrl(),
        SERVE_SITE: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        ADMIN_PASSWORD: 'Shutdown-Test-Password-1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'costa-sol-sigterm-')),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    for (let i = 0; ; i++) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ready) break;
      if (i > 150) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
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
