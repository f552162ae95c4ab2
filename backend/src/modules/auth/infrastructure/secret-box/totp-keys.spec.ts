import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAppConfig } from '../../../../config/app-config';
import { TOTP_KEY_FILE, totpKeysFor } from './totp-keys';

describe('the key of two-step secrets', () => {
  it('is the setting when there is one, the previous key beside it', () => {
    const current = Buffer.alloc(32, 1);
    const previous = Buffer.alloc(32, 2);
    const config = loadAppConfig({
      TOTP_ENCRYPTION_KEY: current.toString('hex'),
      TOTP_ENCRYPTION_KEY_PREVIOUS: previous.toString('base64'),
    });
    expect(totpKeysFor(config)).toEqual({ current, previous });
  });

  it('without the setting, is generated once into DATA_DIR (readable by the owner only) and read back after', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'totp-key-')), 'nested');
    const first = totpKeysFor(loadAppConfig({ DATA_DIR: dataDir }));
    const again = totpKeysFor(loadAppConfig({ DATA_DIR: dataDir }));
    expect(first.current).toHaveLength(32);
    expect(again.current).toEqual(first.current);
    const file = join(dataDir, TOTP_KEY_FILE);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(first.current);
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});
