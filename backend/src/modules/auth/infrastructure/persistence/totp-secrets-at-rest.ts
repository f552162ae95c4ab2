import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { TotpSecretCipher } from '../secret-box/totp-secret-cipher';

interface SecretRow {
  id: string;
  second_factor_secret: string | null;
  second_factor_pending_secret: string | null;
}

type Column = 'second_factor_secret' | 'second_factor_pending_secret';
const COLUMNS: Column[] = ['second_factor_secret', 'second_factor_pending_secret'];

/**
 * At start-up (under the start-up lock, after the migrations): every two-step secret still in clear text (written
 * before secrets were encrypted) or sealed under TOTP_ENCRYPTION_KEY_PREVIOUS is sealed under the current key. Each
 * row is rewritten only if it still holds what was read, so an instance of an older version writing at the same time
 * loses nothing; run again, it finds nothing to do. Secrets under a key this instance does not have are counted in
 * the log and left: those users set up two-step sign-in again (or the old key is given back as _PREVIOUS).
 */
@Injectable()
export class TotpSecretsAtRest {
  private readonly logger = new Logger('TwoStepSecrets');

  constructor(
    private readonly em: EntityManager,
    private readonly cipher: TotpSecretCipher,
  ) {}

  async sealStored(): Promise<{ resealed: number; unreadable: number }> {
    const em = this.em.fork();
    const rows = await em.execute<SecretRow[]>(
      `select id, second_factor_secret, second_factor_pending_secret from staff_users
        where second_factor_secret is not null or second_factor_pending_secret is not null`,
      [],
      'all',
    );
    let resealed = 0;
    let unreadable = 0;
    for (const row of rows) {
      for (const column of COLUMNS) {
        const stored = row[column];
        if (stored === null || !this.cipher.needsResealing(stored)) continue;
        let clear: string;
        try {
          clear = this.cipher.isSealed(stored) ? this.cipher.open(stored, row.id) : stored;
        } catch {
          unreadable++;
          continue;
        }
        await em.execute(
          `update staff_users set ${column} = ? where id = ? and ${column} = ?`,
          [this.cipher.seal(clear, row.id), row.id, stored],
          'run',
        );
        resealed++;
      }
    }
    if (resealed > 0) this.logger.log(`Sealed ${resealed} two-step secret(s) under the current TOTP_ENCRYPTION_KEY.`);
    if (unreadable > 0)
      this.logger.warn(
        `${unreadable} two-step secret(s) are sealed under a key this instance does not have: set TOTP_ENCRYPTION_KEY_PREVIOUS to it, or reset those users' two-step sign-in.`,
      );
    return { resealed, unreadable };
  }
}
