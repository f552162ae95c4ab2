import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BackupCodesStore, type StoredBackupCode } from '../../application/second-factor/backup-codes.port';

/** The staff_backup_codes table in plain SQL, joining the caller's transaction. */
@Injectable()
export class PostgresBackupCodes extends BackupCodesStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async replace(userId: string, codes: StoredBackupCode[], at: Date): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.execute(`delete from staff_backup_codes where user_id = ?`, [userId], 'run');
      for (const code of codes)
        await em.execute(
          `insert into staff_backup_codes (id, user_id, salt, code_hash, created_at) values (?, ?, ?, ?, ?)`,
          [code.id, userId, code.salt, code.codeHash, at],
          'run',
        );
    });
  }

  async unused(userId: string): Promise<StoredBackupCode[]> {
    const rows = await this.em.execute<{ id: string; salt: string; code_hash: string }[]>(
      `select id, salt, code_hash from staff_backup_codes where user_id = ? and used_at is null`,
      [userId],
      'all',
    );
    return rows.map((row) => ({ id: row.id, salt: row.salt, codeHash: row.code_hash }));
  }

  async use(id: string, at: Date): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update staff_backup_codes set used_at = ? where id = ? and used_at is null returning id`,
      [at, id],
      'all',
    );
    return rows.length === 1;
  }

  async countUnused(userId: string): Promise<number> {
    const [row] = await this.em.execute<{ count: number }[]>(
      `select count(*)::int as count from staff_backup_codes where user_id = ? and used_at is null`,
      [userId],
      'all',
    );
    return row?.count ?? 0;
  }

  async forget(userId: string): Promise<void> {
    await this.em.execute(`delete from staff_backup_codes where user_id = ?`, [userId], 'run');
  }
}
