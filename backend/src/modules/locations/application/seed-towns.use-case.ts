import { Injectable } from '@nestjs/common';
import { townSlugs } from '../domain/location';
import type { TownFile, TownServicePageFile } from '../domain/town-file';
import { TownRepository } from './town-repository.port';
import { Clock } from '../../../shared/application/clock.port';

interface TownSeed {
  towns: TownFile[];
  /** By the town's English slug. */
  servicePages: Record<string, TownServicePageFile[]>;
}

/** On the very first start (no town yet): every town of content/towns, with its sub-pages; admins edit them after. */
@Injectable()
export class SeedTowns {
  constructor(
    private readonly towns: TownRepository,
    private readonly clock: Clock,
  ) {}

  async execute(seed: TownSeed, now = this.clock.now()): Promise<boolean> {
    if ((await this.towns.count()) > 0) return false;
    for (const town of seed.towns) {
      const slug = townSlugs(town).en;
      await this.towns.insert({ slug, town, pages: seed.servicePages[slug] ?? [], updatedAt: now, updatedBy: null });
    }
    return true;
  }
}
