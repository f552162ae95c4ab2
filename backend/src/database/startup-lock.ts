import { Client } from 'pg';

/** Any fixed number: the advisory lock every instance of this app takes while it migrates and seeds. */
const STARTUP_LOCK_KEY = 7_240_001;

/**
 * Runs `work` (migrations and seeds) while holding a PostgreSQL advisory lock, so instances starting together on
 * one database take turns: two at once would both create the same tables or seed the same slugs, and one would
 * fail to start. The lock belongs to this connection and ends with it, also if the process dies.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
