import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type TownRecord, TownRepository } from '../../application/town-repository.port';
import type { TownFile, TownServicePageFile } from '../../domain/town-file';
import { TownSlugTakenError } from '../../domain/town.errors';
import { townSchema } from '@costa-sol/common';
import { z } from 'zod/mini';
import { storedTownPages } from '../content/town-content.schema';

interface TownRow {
  slug: string;
  data: unknown;
  pages: unknown;
  updated_at: Date | string;
  updated_by: string | null;
}

/** A row's fields pass the content files' own schema, as a file would: a row broken by hand stops the load, naming the town. */
function toRecord(row: TownRow): TownRecord {
  const town = z.safeParse(townSchema, row.data);
  const pages = z.safeParse(storedTownPages, row.pages);
  if (!town.success || !pages.success) throw new Error(`The town "${row.slug}" in the town table breaks the town schema`);
  return { slug: row.slug, town: town.data, pages: pages.data, updatedAt: new Date(row.updated_at), updatedBy: row.updated_by };
}

/** The `town` table in plain SQL: one row per town, its fields and sub-pages as JSON documents, replaced whole. */
@Injectable()
export class PostgresTownRepository extends TownRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(): Promise<TownRecord[]> {
    return (await this.em.execute<TownRow[]>('select * from town order by slug')).map(toRecord);
  }

  async count(): Promise<number> {
    const [row] = await this.em.execute<{ count: string }[]>('select count(*)::text as count from town');
    return Number(row?.count ?? 0);
  }

  async find(slug: string): Promise<TownRecord | null> {
    const [row] = await this.em.execute<TownRow[]>('select * from town where slug = ?', [slug]);
    return row ? toRecord(row) : null;
  }

  async insert(record: TownRecord): Promise<boolean> {
    const rows = await this.em.execute<{ slug: string }[]>(
      `insert into town (slug, data, pages, updated_at, updated_by) values (?, ?::jsonb, ?::jsonb, ?, ?)
       on conflict (slug) do nothing returning slug`,
      [record.slug, JSON.stringify(record.town), JSON.stringify(record.pages), record.updatedAt, record.updatedBy],
    );
    return rows.length > 0;
  }

  async update(slug: string, changed: { slug: string; town: TownFile }, updatedAt: Date, updatedBy: string): Promise<boolean> {
    try {
      const rows = await this.em.execute<{ slug: string }[]>(
        'update town set slug = ?, data = ?::jsonb, updated_at = ?, updated_by = ? where slug = ? returning slug',
        [changed.slug, JSON.stringify(changed.town), updatedAt, updatedBy, slug],
      );
      return rows.length > 0;
    } catch (error) {
      // Another instance added a town at this slug since this one's directory was loaded.
      if (error instanceof UniqueConstraintViolationException) throw new TownSlugTakenError('slugEn');
      throw error;
    }
  }

  async replacePages(slug: string, pages: TownServicePageFile[], updatedAt: Date, updatedBy: string): Promise<boolean> {
    const rows = await this.em.execute<{ slug: string }[]>(
      'update town set pages = ?::jsonb, updated_at = ?, updated_by = ? where slug = ? returning slug',
      [JSON.stringify(pages), updatedAt, updatedBy, slug],
    );
    return rows.length > 0;
  }
}
