import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process';
import { validQuote } from '../support/test-app';

// Processes with the embedded database (no DATABASE_URL), as `npm start` runs with no configuration.
describe('the embedded database folder belongs to one process', () => {
  const started: ServerProcess[] = [];
  const start = async (dataDir: string) => {
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', EMBEDDED_DB_PORT: String(await freePort()) });
    started.push(server);
    return server;
  };
  afterAll(async () => {
    await Promise.all(started.map((server) => server.kill('SIGKILL')));
  });

  it('refuses a second instance at once, naming the folder and the holder, and recovers from a crash', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'costa-sol-lock-'));
    const first = await start(dataDir);
    await first.ready();
    const accepted = await fetch(`http://127.0.0.1:${first.port}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validQuote({ name: 'Kept Across A Crash' })),
    });
    expect(accepted.status).toBe(201);

    const second = await start(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(`${join(dataDir, 'pgdata')} is in use by process ${first.child.pid}`);
    expect(second.stderr()).not.toMatch(/\n\s+at /);

    // kill -9 leaves the lock behind; the next start sees its process is gone and takes the folder over.
    await first.kill('SIGKILL');
    const embeddedPort = await freePort();
    const third = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', EMBEDDED_DB_PORT: String(embeddedPort) });
    started.push(third);
    await third.ready();
    const client = new Client({ connectionString: `postgresql://postgres@127.0.0.1:${embeddedPort}/postgres` });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('select name from lead');
    await client.end();
    expect(rows.map((row) => row.name)).toEqual(['Kept Across A Crash']);
    expect(await third.kill('SIGTERM')).toBe(0);
  });
});
