import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SITE_DIR = join(__dirname, '..', '..', '..', 'frontend', 'dist');

/**
 * Settings that serve the frontend's build, as `npm start` does; `npm test` builds it first. Its server bundle is
 * ESM, which jest's VM cannot import: serve it from a server process (server-process.ts), not startTestApp.
 */
export function builtSiteEnv(): Record<string, string> {
  if (!existsSync(join(SITE_DIR, 'server', 'entry-server.js'))) throw new Error(`Build the frontend first (npm run build): ${SITE_DIR}`);
  return { SERVE_SITE: 'true', SITE_DIR };
}
