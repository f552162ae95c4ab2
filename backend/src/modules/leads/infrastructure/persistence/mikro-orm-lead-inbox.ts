import { FOLLOW_UP_CLOSED_STATUSES, type LeadListSort } from '@costa-sol/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LeadInbox, type LeadKey, type LeadSearch, type LeadSlice } from '../../application/lead-inbox.port';
import type { LeadScope } from '../../application/lead-scope';
import type { Lead } from '../../domain/lead';
import { LeadEntity } from './lead.entity';
import { fromLeadRow } from './lead.mapper';
import { leadSearchCondition } from './lead-search-sql';
import { Clock } from '../../../../shared/application/clock.port';

const ORDER: Record<LeadListSort, { direction: 'desc' | 'asc'; comparison: '<' | '>' }> = {
  newest: { direction: 'desc', comparison: '<' },
  oldest: { direction: 'asc', comparison: '>' },
};

@Injectable()
export class MikroOrmLeadInbox extends LeadInbox {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  /** A fresh identity map in the caller's transaction, if any (a plain fork would leave it for another connection). */
  private session(): EntityManager {
    return this.em.fork({ keepTransactionContext: true });
  }

  async search(search: LeadSearch, sort: LeadListSort, after: LeadKey | undefined, pageSize: number): Promise<LeadSlice> {
    const where = leadSearchCondition(search);
    const { direction, comparison } = ORDER[sort];
    const keyset = after ? ` and (received_at, id) ${comparison} (?::timestamptz, ?::uuid)` : '';
    const em = this.session();
    const rows = await em.execute<(Record<string, unknown> & { received_at_key: string })[]>(
      `select *, to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as received_at_key from lead
        where ${where.sql}${keyset}
        order by received_at ${direction}, id ${direction} limit ?`,
      [...where.params, ...(after ? [after.receivedAt, after.id] : []), pageSize + 1],
    );
    const page = rows.slice(0, pageSize);
    const last = page.at(-1);
    return {
      data: page.map((row) => fromLeadRow(em.map(LeadEntity, row))),
      ...(rows.length > pageSize && last && { next: { receivedAt: last.received_at_key, id: String(last.id) } }),
    };
  }

  async count(search: LeadSearch, upTo: number): Promise<number> {
    const where = leadSearchCondition(search);
    const [row] = await this.em.execute<{ count: string }[]>(
      `select count(*)::text as count from (select 1 from lead where ${where.sql} limit ?) as matching`,
      [...where.params, upTo],
    );
    return Number(row?.count ?? 0);
  }

  async all(search: LeadSearch, sort: LeadListSort, limit: number): Promise<Lead[]> {
    const where = leadSearchCondition(search);
    const { direction } = ORDER[sort];
    const em = this.session();
    const rows = await em.execute<Record<string, unknown>[]>(
      `select * from lead where ${where.sql} order by received_at ${direction}, id ${direction} limit ?`,
      [...where.params, limit],
    );
    return rows.map((row) => fromLeadRow(em.map(LeadEntity, row)));
  }

  async find(id: string): Promise<Lead | undefined> {
    const row = await this.session().findOne(LeadEntity, { id, erasedAt: null });
    return row ? fromLeadRow(row) : undefined;
  }

  async save(lead: Lead): Promise<void> {
    await this.session().nativeUpdate(
      LeadEntity,
      { id: lead.id },
      {
        status: lead.status,
        statusNote: lead.statusNote ?? null,
        updatedAt: lead.updatedAt ?? this.clock.now(),
        quotedAmount: lead.quotedAmount ?? null,
        wonValue: lead.wonValue ?? null,
        lostReason: lead.lostReason ?? null,
      },
    );
  }

  async markFirstResponse(id: string, at: Date): Promise<void> {
    await this.session().nativeUpdate(LeadEntity, { id, firstResponseAt: null }, { firstResponseAt: at });
  }

  async assign(id: string, userId: string | undefined): Promise<void> {
    await this.session().nativeUpdate(LeadEntity, { id }, { assignedToId: userId ?? null });
  }

  async setFollowUp(id: string, day: string | undefined): Promise<void> {
    await this.session().nativeUpdate(LeadEntity, { id }, { followUpOn: day ?? null });
  }

  async followUps(days: { from?: string; to: string }, scope: LeadScope, limit: number): Promise<Lead[]> {
    const rows = await this.session().find(
      LeadEntity,
      {
        followUpOn: { ...(days.from !== undefined && { $gte: days.from }), $lte: days.to },
        status: { $nin: [...FOLLOW_UP_CLOSED_STATUSES] },
        isSpam: false,
        erasedAt: null,
        ...(scope.assignedToId !== undefined && { assignedToId: scope.assignedToId }),
      },
      { orderBy: { followUpOn: 'asc', receivedAt: 'asc', id: 'asc' }, limit },
    );
    return rows.map(fromLeadRow);
  }
}
