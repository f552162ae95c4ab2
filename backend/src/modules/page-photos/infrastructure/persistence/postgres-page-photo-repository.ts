import { EntityManager } from '@mikro-orm/postgresql';
import { JOIN_TRANSACTION } from '../../../../shared/infrastructure/join-transaction';
import { Injectable } from '@nestjs/common';
import { PagePhotoRepository } from '../../application/page-photo-repository.port';
import type { PageKey } from '../../domain/page-photos';

/** The `page_photo` table in plain SQL (no entity: three columns, read and replaced whole per page). */
@Injectable()
export class PostgresPagePhotoRepository extends PagePhotoRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(page: PageKey): Promise<string[]> {
    const rows = await this.em.execute<{ media_id: string }[]>('select media_id from page_photo where page = ? order by position', [page]);
    return rows.map((row) => row.media_id);
  }

  async replace(page: PageKey, mediaIds: readonly string[]): Promise<void> {
    await this.em.fork(JOIN_TRANSACTION).transactional(async (em) => {
      await em.execute('delete from page_photo where page = ?', [page], 'run');
      for (const [position, mediaId] of mediaIds.entries())
        await em.execute('insert into page_photo (page, media_id, position) values (?, ?, ?)', [page, mediaId, position], 'run');
    });
  }

  async movePage(from: PageKey, to: PageKey): Promise<void> {
    await this.em.execute('delete from page_photo where page = ?', [to], 'run');
    await this.em.execute('update page_photo set page = ? where page = ?', [to, from], 'run');
  }

  async countUses(mediaId: string): Promise<number> {
    const [row] = await this.em.execute<{ count: string }[]>('select count(*)::text as count from page_photo where media_id = ?', [
      mediaId,
    ]);
    return Number(row?.count ?? 0);
  }
}
