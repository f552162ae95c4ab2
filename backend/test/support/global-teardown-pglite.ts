import type { EmbeddedPostgres } from '../../src/database/embedded-postgres';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __PGLITE__?: EmbeddedPostgres }).__PGLITE__?.stop();
}
