import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, type ServerProcess, startServerProcess } from '../support/server-process';
import { validQuote } from '../support/test-app';

/** A first start runs every migration on a new folder: slow on a busy machine, and not what these tests time. */
const STARTUP_MS = 120_000;

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
  /**
   * The folder of every test: created by the first that runs, then used again once the test before has stopped its
   * server. A start on a new folder (initdb and every migration on the WebAssembly engine) costs a busy machine a
   * minute, and what these tests check is the lock, not a fresh folder.
   */
  let folder: string | undefined;
  const dataFolder = () => (folder ??= mkdtempSync(join(tmpdir(), 'costa-sol-lock-')));

  it(
    'refuses a second instance at once, naming the folder and the holder, and recovers from a crash',
    async () => {
      const dataDir = dataFolder();
      const first = await start(dataDir);
      await first.ready(STARTUP_MS);
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
      await third.ready(STARTUP_MS);
      const client = new Client({ connectionString: `postgresql://postgres@127.0.0.1:${embeddedPort}/postgres` });
      await client.connect();
      const { rows } = await client.query<{ name: string }>('select name from lead');
      await client.end();
      expect(rows.map((row) => row.name)).toEqual(['Kept Across A Crash']);
      expect(await third.kill('SIGTERM')).toBe(0);
    },
    3 * STARTUP_MS,
  );

  /** A lock folder as a crashed or other holder leaves it: fresh, naming `pid` on this host. */
  const leaveLock = (dataDir: string, pid: number) => {
    mkdirSync(join(dataDir, 'pgdata.lock'), { recursive: true });
    writeFileSync(
      join(dataDir, 'pgdata.lock', 'owner.json'),
      JSON.stringify({ pid, host: hostname(), startedAt: new Date().toISOString() }),
    );
  };
  const takenOver = /Took over the embedded database folder .* from process \d+/;

  it(
    'takes over at once a lock whose process is gone',
    async () => {
      const dataDir = dataFolder();
      const gone = spawn('true');
      await new Promise((resolve) => gone.on('exit', resolve));
      leaveLock(dataDir, gone.pid!);
      const server = await start(dataDir);
      await server.ready(STARTUP_MS);
      expect(server.stdout() + server.stderr()).toMatch(takenOver);
      await server.kill('SIGKILL');
    },
    STARTUP_MS + 10_000,
  );

  it(
    'takes over at once a lock whose pid now runs another program',
    async () => {
      const dataDir = dataFolder();
      const other = spawn('sleep', ['30']);
      try {
        leaveLock(dataDir, other.pid!);
        const server = await start(dataDir);
        await server.ready(STARTUP_MS);
        expect(server.stdout() + server.stderr()).toMatch(takenOver);
        await server.kill('SIGKILL');
      } finally {
        other.kill('SIGKILL');
      }
    },
    STARTUP_MS + 10_000,
  );

  it(
    'starts at once on the same folder right after a kill -9, every time',
    async () => {
      const dataDir = dataFolder();
      for (let round = 1; round <= 2; round++) {
        const server = await start(dataDir);
        await server.ready(STARTUP_MS);
        await server.kill('SIGKILL');
      }
      const last = await start(dataDir);
      await last.ready(STARTUP_MS);
      expect(await last.kill('SIGTERM')).toBe(0);
    },
    3 * STARTUP_MS,
  );
});
