import type { ServiceRouteKey } from '@costa-sol/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PriceGuideRepository } from '../../application/price-guide-repository.port';
import type { PriceGuide } from '../../domain/price-guide';

interface PriceGuideRow {
  service: ServiceRouteKey;
  from_eur: number;
  note_en: string;
  note_es: string;
  is_shown: boolean;
  is_sample: boolean;
  updated_at: Date | string;
}

function toGuide(row: PriceGuideRow): PriceGuide {
  return {
    service: row.service,
    fromEur: Number(row.from_eur),
    note: { en: row.note_en, es: row.note_es },
    shown: row.is_shown,
    sample: row.is_sample,
    updatedAt: new Date(row.updated_at),
  };
}

/** The `price_guide` table in plain SQL (no entity: one small row per service page, replaced whole). */
@Injectable()
export class PostgresPriceGuideRepository extends PriceGuideRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async list(): Promise<PriceGuide[]> {
    return (await this.em.execute<PriceGuideRow[]>('select * from price_guide order by service')).map(toGuide);
  }

  async count(): Promise<number> {
    const [row] = await this.em.execute<{ count: string }[]>('select count(*)::text as count from price_guide');
    return Number(row?.count ?? 0);
  }

  async save(guide: PriceGuide): Promise<void> {
    await this.em.execute(
      `insert into price_guide (service, from_eur, note_en, note_es, is_shown, is_sample, updated_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (service) do update set from_eur = excluded.from_eur, note_en = excluded.note_en, note_es = excluded.note_es,
         is_shown = excluded.is_shown, is_sample = excluded.is_sample, updated_at = excluded.updated_at`,
      [guide.service, guide.fromEur, guide.note.en, guide.note.es, guide.shown, guide.sample, guide.updatedAt],
      'run',
    );
  }

  async remove(service: ServiceRouteKey): Promise<boolean> {
    const rows = await this.em.execute<{ service: string }[]>('delete from price_guide where service = ? returning service', [service]);
    return rows.length > 0;
  }
}
