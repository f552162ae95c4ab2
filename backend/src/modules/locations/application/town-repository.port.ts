import type { TownFile, TownServicePageFile } from '../domain/town-file';

/** A town as the towns table keeps it: its fields, its service sub-pages, and who changed it last, when. */
export interface TownRecord {
  /** The English slug: the row's key (a town given another English slug moves to it, UpdateTown). */
  slug: string;
  town: TownFile;
  pages: TownServicePageFile[];
  updatedAt: Date;
  /** The staff member's e-mail; null for a town loaded from content/ on the first start. */
  updatedBy: string | null;
}

/** Port: the towns table (PostgreSQL is the source of truth at run time; content/towns is the first-start seed). */
export abstract class TownRepository {
  abstract list(): Promise<TownRecord[]>;
  abstract count(): Promise<number>;
  abstract find(slug: string): Promise<TownRecord | null>;
  /** False when a town with the same slug exists. */
  abstract insert(record: TownRecord): Promise<boolean>;
  /**
   * Replaces the town's fields and key (its sub-pages stay); false when there is no such town, TownSlugTakenError when
   * another row has the new key.
   */
  abstract update(slug: string, changed: { slug: string; town: TownFile }, updatedAt: Date, updatedBy: string): Promise<boolean>;
  /** Replaces the town's service sub-pages (content:import); false when there is no such town. */
  abstract replacePages(slug: string, pages: TownServicePageFile[], updatedAt: Date, updatedBy: string): Promise<boolean>;
}
