import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { TownVisitCounts } from '../../application/town-visit-counts.port';

@Injectable()
export class PostgresTownVisitCounts extends TownVisitCounts {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async doneIn(town: string): Promise<number> {
    const [row] = await this.em.execute<{ done: number | string }[]>(
      `select count(*) as done from visit where town = ? and status = 'done'`,
      [town],
    );
    return Number(row?.done ?? 0);
  }
}
