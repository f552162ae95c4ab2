import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type LeadFilter, LeadInbox, type LeadPage } from '../../application/lead-inbox.port';
import type { Lead } from '../../domain/lead';
import { LeadEntity } from './lead.entity';
import { fromLeadRow } from './lead.mapper';

function where(filter: LeadFilter): FilterQuery<LeadEntity> {
  return {
    ...(filter.kind && { kind: filter.kind }),
    ...(filter.status && { status: filter.status }),
    ...(!filter.includeSpam && { isSpam: false }),
    ...(filter.assignedToId && { assignedToId: filter.assignedToId }),
    erasedAt: null,
  };
}

@Injectable()
export class MikroOrmLeadInbox extends LeadInbox {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(filter: LeadFilter, page: number, pageSize: number): Promise<LeadPage> {
    const [rows, total] = await this.em.fork().findAndCount(LeadEntity, where(filter), {
      orderBy: { receivedAt: 'desc', id: 'asc' },
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { data: rows.map(fromLeadRow), total, page, pageSize };
  }

  async all(filter: LeadFilter, limit: number): Promise<Lead[]> {
    const rows = await this.em.fork().find(LeadEntity, where(filter), { orderBy: { receivedAt: 'desc', id: 'asc' }, limit });
    return rows.map(fromLeadRow);
  }

  async find(id: string): Promise<Lead | undefined> {
    const row = await this.em.fork().findOne(LeadEntity, { id, erasedAt: null });
    return row ? fromLeadRow(row) : undefined;
  }

  async save(lead: Lead): Promise<void> {
    await this.em.fork().nativeUpdate(
      LeadEntity,
      { id: lead.id },
      {
        status: lead.status,
        statusNote: lead.statusNote ?? null,
        updatedAt: lead.updatedAt ?? new Date(),
        quotedAmount: lead.quotedAmount ?? null,
        wonValue: lead.wonValue ?? null,
        lostReason: lead.lostReason ?? null,
      },
    );
  }

  async markFirstResponse(id: string, at: Date): Promise<void> {
    await this.em.fork().nativeUpdate(LeadEntity, { id, firstResponseAt: null }, { firstResponseAt: at });
  }

  async assign(id: string, userId: string | undefined): Promise<void> {
    await this.em.fork().nativeUpdate(LeadEntity, { id }, { assignedToId: userId ?? null });
  }
}
