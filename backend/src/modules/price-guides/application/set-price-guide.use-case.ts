import type { Language } from '@costa-sol/common';
import { Injectable } from '@nestjs/common';
import { ContentChanges } from '../../../shared/application/content-changes.port';
import type { PriceGuide } from '../domain/price-guide';
import { priceGuideService } from './price-guide-services';
import { PriceGuideRepository } from './price-guide-repository.port';
import { Clock } from '../../../shared/application/clock.port';

export interface PriceGuideInput {
  fromEur: number;
  note: Record<Language, string>;
  shown: boolean;
}

/** Sets a service page's price guide (a sample saved becomes the owner's own); the pages are rendered again. */
@Injectable()
export class SetPriceGuide {
  constructor(
    private readonly guides: PriceGuideRepository,
    private readonly changes: ContentChanges,
    private readonly clock: Clock,
  ) {}

  async execute(serviceKey: string, input: PriceGuideInput, now = this.clock.now()): Promise<PriceGuide> {
    const guide: PriceGuide = { service: priceGuideService(serviceKey), ...input, sample: false, updatedAt: now };
    await this.guides.save(guide);
    this.changes.notify('price-guides');
    return guide;
  }
}
