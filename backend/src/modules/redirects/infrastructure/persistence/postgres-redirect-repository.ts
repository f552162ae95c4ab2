import type { RedirectSource } from '@costa-sol/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RedirectRepository } from '../../application/redirect-repository.port';
import type { Redirect } from '../../domain/redirect';
import { RedirectTakenError } from '../../domain/redirect.errors';

interface RedirectRow {
  id: string;
  from_path: string;
  to_path: string;
  source: RedirectSource;
  created_at: Date | string;
  created_by: string | null;
}

function toRedirect(row: RedirectRow): Redirect {
  return {
    id: row.id,
    fromPath: row.from_path,
    toPath: row.to_path,
    source: row.source,
    createdAt: new Date(row.created_at),
    createdBy: row.created_by,
  };
}

const COLUMNS = 'id, from_path, to_path, source, created_at, created_by';

const values = (redirect: Redirect) => [
  redirect.id,
  redirect.fromPath,
  redirect.toPath,
  redirect.source,
  redirect.createdAt,
  redirect.createdBy,
];

/** The `redirect` table in plain SQL (no entity: a flat list of path pairs). */
@Injectable()
export class PostgresRedirectRepository extends RedirectRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(): Promise<Redirect[]> {
    return (await this.em.execute<RedirectRow[]>(`select ${COLUMNS} from redirect order by created_at desc, from_path`)).map(toRedirect);
  }

  async find(id: string): Promise<Redirect | undefined> {
    const [row] = await this.em.execute<RedirectRow[]>(`select ${COLUMNS} from redirect where id = ?`, [id]);
    return row && toRedirect(row);
  }

  async insert(redirect: Redirect): Promise<void> {
    try {
      await this.em.execute(`insert into redirect (${COLUMNS}) values (?, ?, ?, ?, ?, ?)`, values(redirect), 'run');
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new RedirectTakenError();
      throw error;
    }
  }

  async replace(redirect: Redirect): Promise<void> {
    await this.em.execute(
      `insert into redirect (${COLUMNS}) values (?, ?, ?, ?, ?, ?)
       on conflict (from_path) do update set to_path = excluded.to_path, source = excluded.source, created_at = excluded.created_at,
         created_by = excluded.created_by`,
      values(redirect),
      'run',
    );
  }

  async retarget(oldTarget: string, newTarget: string): Promise<void> {
    await this.em.execute('update redirect set to_path = ? where to_path = ?', [newTarget, oldTarget], 'run');
  }

  async removeFrom(fromPaths: string[]): Promise<void> {
    if (fromPaths.length === 0) return;
    // An array parameter is spread into one placeholder per item.
    await this.em.execute(`delete from redirect where from_path in (${fromPaths.map(() => '?').join(', ')})`, fromPaths, 'run');
  }

  async remove(id: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>('delete from redirect where id = ? returning id', [id]);
    return rows.length > 0;
  }
}
