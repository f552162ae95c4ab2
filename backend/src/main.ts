import 'reflect-metadata';
import { createApp } from './app';
import { describeError } from './shared/application/describe-error';
import { ConfigError, loadAppConfig } from './config/app-config';
import { DataDirLockedError } from './database/data-dir-lock';
import { SampleBusinessSettingsError } from './modules/business-settings/domain/business-settings.errors';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './database/embedded-postgres';

async function main(): Promise<void> {
  const config = loadAppConfig();
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.databaseDir, config.embeddedDatabasePort);
    console.log(`Embedded PostgreSQL (PGlite) with data in ${config.databaseDir}`);
  }
  const app = await createApp(config, config.databaseUrl ?? embedded!.url);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Listening on ${await app.getUrl()}; public URL ${config.publicUrl}`);
  if (!config.smtpUrl) console.log(`No SMTP_URL: staff e-mails are written to ${config.mailOutboxDir}`);
  if (config.production && (!config.databaseUrl || !config.smtpUrl))
    console.log(
      'Production on embedded pieces (ALLOW_EMBEDDED_IN_PRODUCTION=true): run a single instance, back up DATA_DIR, and read the outbox folder.',
    );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof SampleBusinessSettingsError)
    console.error(error.message);
  else console.error(`Start-up failed: ${describeError(error)}`);
  process.exit(1);
});
