import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock';

/** Must be at least the ORM pool size: pglite-socket refuses connections past it (stack.md). */
const MAX_SOCKET_CONNECTIONS = 32;

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL compiled to WebAssembly (PGlite), served on a loopback port through pglite-socket so the normal
 * PostgreSQL driver, the ORM and psql all connect to it. Data stays in `dataDir` between restarts, and the folder
 * is held by this process alone (data-dir-lock.ts): a second instance on it fails at start instead of losing leads.
 */
export async function startEmbeddedPostgres(dataDir: string, port = 0): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    // btree_gist: the visits' exclusion constraint (no double booking) compares technician ids in a GiST index.
    // pg_trgm: the inbox's search finds fragments of names, addresses, phone digits and messages through GIN indexes.
    const db = await PGlite.create({ dataDir, extensions: { btree_gist, pg_trgm } });
    const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: MAX_SOCKET_CONNECTIONS });
    await server.start();
    const url = `postgresql://postgres@${server.getServerConn()}/postgres`;
    return {
      url,
      async stop() {
        await server.stop();
        await db.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
