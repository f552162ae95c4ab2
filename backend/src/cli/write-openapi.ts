import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createApp } from '../app';
import { loadAppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { AdminApiDocument } from '../modules/api-docs/admin-api-document';
import { describeError } from '../shared/application/describe-error';

/**
 * `npm run api:docs`: writes the full OpenAPI document (admin routes included, as /api/admin/docs-json serves it) to
 * docs/openapi.json. The app's modules start without listening, on an embedded database of their own in a temporary
 * folder, so a running app and its data are left alone.
 */
async function main(target: string): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'costa-sol-api-docs-'));
  const config = loadAppConfig({ LOG_LEVEL: 'warn', SERVE_SITE: 'false', DATA_DIR: dataDir, EMBEDDED_DB_PORT: '0' });
  const embedded = await startEmbeddedPostgres(config.databaseDir, config.embeddedDatabasePort);
  try {
    const app = await createApp(config, embedded.url);
    try {
      const document = app.get(AdminApiDocument).document;
      if (!document) throw new Error('The app built no OpenAPI document');
      writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
      console.log(`Wrote ${target}.`);
    } finally {
      await app.close();
    }
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module)
  main(resolve(__dirname, '..', '..', '..', '..', 'docs', 'openapi.json'))
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(`The OpenAPI document was not written: ${describeError(error)}`);
      process.exit(1);
    });
