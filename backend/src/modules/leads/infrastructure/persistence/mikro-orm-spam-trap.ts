import { EntityManager } from '@mikro-orm/postgresql';
import { JOIN_TRANSACTION } from '../../../../shared/infrastructure/join-transaction';
import { Injectable } from '@nestjs/common';
import { SpamTrap } from '../../application/spam/spam-trap.port';
import type { Lead } from '../../domain/lead';
import { LeadEntity } from './lead.entity';
import { fromLeadRow } from './lead.mapper';

@Injectable()
export class MikroOrmSpamTrap extends SpamTrap {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async caught(limit: number): Promise<Lead[]> {
    const rows = await this.em
      .fork(JOIN_TRANSACTION)
      .find(LeadEntity, { isSpam: true, erasedAt: null }, { orderBy: { receivedAt: 'desc', id: 'asc' }, limit });
    return rows.map(fromLeadRow);
  }

  /** One conditional UPDATE in the caller's transaction: two reviewers pressing "Not spam" at once release it once. */
  async release(id: string): Promise<Lead | undefined> {
    const released = await this.em.nativeUpdate(LeadEntity, { id, isSpam: true, erasedAt: null }, { isSpam: false });
    if (released !== 1) return undefined;
    const row = await this.em.findOne(LeadEntity, { id }, { disableIdentityMap: true });
    return row ? fromLeadRow(row) : undefined;
  }
}
