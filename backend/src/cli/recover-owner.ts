import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { BUSINESS } from '@costa-sol/common';
import { ConfigError, loadAppConfig } from '../config/app-config';
import { guessableWords } from '../config/guessable-words';
import { DataDirLockedError } from '../database/data-dir-lock';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../database/embedded-postgres';
import { ormConfig } from '../database/orm-config';
import { withStartupLock } from '../database/startup-lock';
import { PasswordPolicy } from '../modules/auth/application/password-policy';
import { RecoverOwner } from '../modules/auth/application/recover-owner.use-case';
import { PasswordRefusedError } from '../modules/auth/domain/auth.errors';
import { Argon2PasswordHasher } from '../modules/auth/infrastructure/argon2-password-hasher';
import { PostgresStaffUsers } from '../modules/auth/infrastructure/persistence/postgres-staff-users';
import { totpKeysFor } from '../modules/auth/infrastructure/secret-box/totp-keys';
import { TotpSecretCipher } from '../modules/auth/infrastructure/secret-box/totp-secret-cipher';
import { describeError } from '../shared/application/describe-error';
import { SystemClock } from '../shared/application/clock.port';

/**
 * `npm run owner:recover -w backend`, with the app's environment (DATABASE_URL, or DATA_DIR for the embedded
 * database: then stop the app first, it holds the folder): ADMIN_EMAIL's account becomes an active owner with
 * ADMIN_PASSWORD, and its sessions end; created if missing. Neither value is printed.
 */
async function main(): Promise<number> {
  const config = loadAppConfig();
  const password = process.env.ADMIN_PASSWORD;
  if (!process.env.ADMIN_EMAIL?.trim() || !config.adminEmail || !password) {
    console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD to the owner account to recover and its new password.');
    return 1;
  }
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.databaseDir, config.embeddedDatabasePort);
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    // The same lock as a starting app: the schema is brought up to date first, as the app would.
    await withStartupLock(databaseUrl, () => orm.getMigrator().up());
    // The business's seed names (the settings may be what is being repaired), the site's host, the years of now.
    const clock = new SystemClock();
    const words = guessableWords({ business: BUSINESS, publicUrl: config.publicUrl, adminEmail: config.adminEmail, now: clock.now() });
    const ownerGuessableWords = { read: () => Promise.resolve(words) };
    const recover = new RecoverOwner(
      new PostgresStaffUsers(orm.em.fork(), new TotpSecretCipher(totpKeysFor(config))),
      new Argon2PasswordHasher(),
      new PasswordPolicy(ownerGuessableWords),
      clock,
    );
    const outcome = await recover.execute(config.adminEmail!, password);
    console.log(
      outcome === 'created'
        ? 'Owner account created from ADMIN_EMAIL / ADMIN_PASSWORD.'
        : 'Owner account restored: active, password from ADMIN_PASSWORD, every earlier session ended.',
    );
    return 0;
  } finally {
    await orm.close();
    await embedded?.stop();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof PasswordRefusedError) console.error(`ADMIN_PASSWORD refused: ${error.fieldError.message}.`);
    else if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
    else console.error(`Recovery failed: ${describeError(error)}`);
    process.exit(1);
  });
