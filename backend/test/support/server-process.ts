import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { ADMIN } from './test-app';

/** One key for every app a run starts on the shared test database, so each reads the two-step secrets another wrote. */
export const TEST_TOTP_ENCRYPTION_KEY = 'dGVzdC10b3RwLWtleS0wMTIzNDU2Nzg5YWJjZGVmMDE=';

const MAIN = join(__dirname, '..', '..', 'dist', 'src', 'main.js');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  http: TestAgent;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Everything it wrote to stdout so far (its JSON log lines). */
  stdout(): string;
  exited: Promise<number | null>;
  /** Resolves once /api/health/ready answers 200; rejects if the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Every server a suite starts ends with the suite, pass or fail: a process left running (a suite that failed before its
 * own afterAll, a test that timed out) would otherwise keep the jest process, and its CI shard, waiting on it.
 */
const running = new Set<ChildProcess>();

afterAll(async () => {
  await Promise.all([...running].map(stop));
});

// And if jest exits without its hooks (an interrupted run), the servers go with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** SIGTERM, then SIGKILL if the process has not ended within 10 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await ended;
  clearTimeout(timer);
}

/** The built server (dist/src/main.js) in a process of its own, as `npm start` runs it. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error(`Build the backend first (npm run build): ${MAIN} is missing`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_SITE: 'false',
      LOG_LEVEL: 'warn',
      // The shared test admin: whichever process seeds a database first, every suite on it signs in alike.
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TOTP_ENCRYPTION_KEY: TEST_TOTP_ENCRYPTION_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async (timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { child, port, http: request(`http://127.0.0.1:${port}`), stderr: () => stderr, stdout: () => stdout, exited, ready, kill };
}
