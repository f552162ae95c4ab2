import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../../../../config/app-config';
import { newTotpKey, TOTP_KEY_BYTES, type TotpKeys } from './totp-secret-cipher';

/** Where a development or test install keeps the key it generated, beside the embedded database. */
export const TOTP_KEY_FILE = 'totp-encryption.key';

/**
 * The keys of two-step secrets: TOTP_ENCRYPTION_KEY (and _PREVIOUS) when set (production refuses to start without
 * it); otherwise a key generated once into DATA_DIR, never into the database, so a database copy alone opens nothing.
 */
export function totpKeysFor(config: AppConfig): TotpKeys {
  const { current, previous } = config.totpKeys;
  if (current) return { current, previous };
  if (config.production) throw new Error('TOTP_ENCRYPTION_KEY is required in production.');
  return { current: keyFileIn(config.dataDir) };
}

function keyFileIn(dataDir: string): Buffer {
  const path = join(dataDir, TOTP_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two processes starting together on one DATA_DIR keep the first one's key.
    writeFileSync(path, `${newTotpKey().toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== TOTP_KEY_BYTES) throw new Error(`${path} does not hold a ${TOTP_KEY_BYTES}-byte base64 key.`);
  return key;
}
