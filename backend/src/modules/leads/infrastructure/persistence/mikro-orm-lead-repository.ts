import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LeadRepository } from '../../application/lead-repository.port';
import type { Lead } from '../../domain/lead';
import { LeadEntity } from './lead.entity';
import { toLeadRow } from './lead.mapper';

@Injectable()
export class MikroOrmLeadRepository extends LeadRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  /** A plain INSERT in the caller's transaction: no unit-of-work bookkeeping on the hot path. */
  async add(lead: Lead): Promise<void> {
    await this.em.insert(LeadEntity, toLeadRow(lead));
  }
}
