import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres';

/**
 * PGlite cannot start inside a test file (jest's VM refuses its dynamic import), so it starts here, once, on a
 * fresh data folder, and the suites reach it over its socket like any PostgreSQL server.
 */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'costa-sol-pglite-'));
  const embedded = await startEmbeddedPostgres(join(dataDir, 'pgdata'));
  process.env.PGLITE_TEST_URL = embedded.url;
  (globalThis as { __PGLITE__?: typeof embedded }).__PGLITE__ = embedded;
}
